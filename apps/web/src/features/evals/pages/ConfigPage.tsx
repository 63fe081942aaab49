import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { ValidateEvalResponse } from '@crucible/shared';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { storage } from '../../../lib/storage';
import { useSession } from '../../auth/SessionContext';
import { useCurrentTeam } from '../../teams/CurrentTeamProvider';
import { useCreateEval, useEval, useValidateConfig } from '../api';
import { starterConfig, withDatasetTests } from '../eval-format';

type Problem = { path: string; message: string };

/** Where a person's unfinished config is kept between visits (per user). */
const draftKey = (userId: string) => `${userId}-evalConfigDraft`;

/** The problems of a 400 answer (each with its path), or one message for anything else. */
function problemsOf(error: unknown): Problem[] {
  if (error instanceof ApiError && error.details.length > 0) {
    return error.details.map((detail) => ({ path: detail.path ?? '', message: detail.message }));
  }
  return [{ path: '', message: errorMessage(error) }];
}

function ProblemList({ problems }: { problems: Problem[] }) {
  return (
    <Alert severity="error" data-testid="config-errors">
      <AlertTitle>
        {problems.length === 1
          ? 'The config has a problem'
          : `The config has ${problems.length} problems`}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.path && (
              <Box component="code" sx={{ fontWeight: 600, mr: 1 }}>
                {problem.path}
              </Box>
            )}
            {problem.message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** The editor, once its starting text is known. */
function ConfigEditor({ initial, userId }: { initial: string; userId: string }) {
  const { currentTeam } = useCurrentTeam();
  const [text, setText] = useState(initial);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [checked, setChecked] = useState<ValidateEvalResponse | null>(null);
  const validate = useValidateConfig();
  const create = useCreateEval();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const teamId = currentTeam?.id;

  const edit = (next: string) => {
    setText(next);
    setChecked(null);
    storage.set(draftKey(userId), next);
  };
  const check = () => {
    if (!teamId) return;
    setProblems([]);
    validate.mutate(
      { teamId, config: text },
      {
        onSuccess: (answer) => {
          setChecked(answer);
          setProblems(answer.errors);
        },
        onError: (error) => setProblems(problemsOf(error)),
      },
    );
  };
  const run = () => {
    if (!teamId) return;
    setProblems([]);
    create.mutate(
      { teamId, config: text },
      {
        onSuccess: (created) => void navigate(`/eval/${created.id}`),
        onError: (error) => setProblems(problemsOf(error)),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <TextField
            label="Config (YAML)"
            value={text}
            onChange={(event) => edit(event.target.value)}
            onKeyDown={(event) => {
              // Ctrl/⌘ + Enter runs, as in a notebook.
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                run();
              }
            }}
            multiline
            minRows={22}
            maxRows={40}
            fullWidth
            slotProps={{
              htmlInput: {
                spellCheck: false,
                'data-testid': 'config-editor',
                style: {
                  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
                  fontSize: 13,
                },
              },
            }}
            helperText="promptfoo's format: prompts, providers, tests (or tests: dataset://name@version), defaultTest, scenarios. Ctrl+Enter runs."
          />
        </CardContent>
      </Card>
      {problems.length > 0 && <ProblemList problems={problems} />}
      {checked?.valid && (
        <Alert severity="success" data-testid="config-valid">
          The config is valid: {formatNumber(checked.tests)} tests, {formatNumber(checked.cells)}{' '}
          cells to run.
        </Alert>
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          startIcon={<PlayArrowIcon />}
          onClick={run}
          loading={create.isPending}
          disabled={!teamId || !text.trim()}
        >
          Run eval
        </Button>
        <Button
          variant="outlined"
          startIcon={<CheckIcon />}
          onClick={check}
          loading={validate.isPending}
          disabled={!teamId || !text.trim()}
        >
          Validate
        </Button>
        <Button
          color="inherit"
          startIcon={<UploadFileIcon />}
          onClick={() => fileInput.current?.click()}
        >
          Open file
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".yaml,.yml,.json"
          hidden
          aria-label="Config file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void file.text().then(edit);
            event.target.value = '';
          }}
        />
      </Stack>
    </Stack>
  );
}

/** The editor's first text: an eval's config (`?from=`), a dataset to run (`?dataset=`), the draft. */
function useInitialText(userId: string): string | undefined {
  const [params] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const dataset = params.get('dataset');
  const source = useEval(from);
  // Read once: the draft changes with every keystroke after this.
  const [draft] = useState(() => {
    const saved = storage.get(draftKey(userId)) ?? starterConfig();
    if (!dataset) return saved;
    return saved.trimStart().startsWith('{')
      ? starterConfig(dataset)
      : withDatasetTests(saved, dataset);
  });
  if (!from) return draft;
  if (source.isPending) return undefined;
  // JSON is YAML: the stored config, pretty-printed, edits and runs as it is.
  return source.data ? JSON.stringify(source.data.config, null, 2) : draft;
}

/**
 * `/config` (Configuration): a promptfoo config edited in the browser, validated by the API
 * (every problem with its path) and run as an eval of the current team.
 */
export function ConfigPage() {
  const session = useSession();
  const userId = session.status === 'signed-in' ? session.user.id : '';
  const initial = useInitialText(userId);
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        title="Configuration"
        description="Write or paste a promptfoo config, check it, and run it as an eval."
      />
      {params.get('dataset') && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Tests come from <code>dataset://{params.get('dataset')}</code>: set the prompts and
          providers, then run.
        </Typography>
      )}
      {initial === undefined ? (
        <Skeleton variant="rounded" height={480} />
      ) : (
        <ConfigEditor key={params.get('from') ?? 'draft'} initial={initial} userId={userId} />
      )}
    </>
  );
}
