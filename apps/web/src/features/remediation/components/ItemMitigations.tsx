import { Box, Chip, Stack, Typography } from '@mui/material';
import type { RemediationItem } from '@crucible/shared';
import { guardrailsJson, ruleMatchLabel } from '../remediation-format';
import { CopyBlock } from './CopyBlock';

/** What to change: system-prompt text, guardrail rules, architecture; and the references. */
export function ItemMitigations({ item }: { item: RemediationItem }) {
  const { mitigations } = item;
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Mitigations
      </Typography>
      <CopyBlock
        label="System prompt"
        text={mitigations.systemPrompt}
        testId="remediation-system-prompt"
      />
      {mitigations.guardrails.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>
            Guardrail rules
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, my: 0.5 }}>
            {mitigations.guardrails.map((rule) => (
              <Typography component="li" variant="body2" key={rule.id}>
                <Box component="code" sx={{ fontFamily: 'monospace' }}>
                  {rule.id}
                </Box>{' '}
                — {rule.kind}, {rule.action}: {rule.description}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  ({ruleMatchLabel(rule)})
                </Typography>
              </Typography>
            ))}
          </Stack>
          {/* The list above says it all on paper; the JSON is for copying. */}
          <Box sx={{ mt: 1 }} className="remediation-no-print">
            <CopyBlock
              label="Guardrail rules (JSON)"
              text={guardrailsJson(mitigations.guardrails)}
              testId="remediation-guardrails"
              maxHeight={240}
            />
          </Box>
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>
          Architecture
        </Typography>
        <Stack component="ul" spacing={0.5} sx={{ pl: 2.5, my: 0.5 }}>
          {mitigations.architecture.map((change) => (
            <Typography component="li" variant="body2" key={change.title}>
              <strong>{change.title}.</strong> {change.detail}
            </Typography>
          ))}
        </Stack>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
          References
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {item.references.map((reference) => (
            <Chip
              key={reference.id}
              size="small"
              variant="outlined"
              label={`${reference.frameworkName}: ${reference.name}`}
              title={reference.id}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
