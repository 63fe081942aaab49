import { Box, IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { intentSummary, type PluginRow } from '../redteam-block';

type IntentEntriesListProps = {
  intents: PluginRow[];
  names: Map<string, string>;
  disabled: boolean;
  onRemove: (index: number) => void;
};

/**
 * A block's fixed prompts (promptfoo `intent` entries, e.g. a regression scan): which plugin
 * grades them and how many; they can be removed, not edited here.
 */
export function IntentEntriesList({ intents, names, disabled, onRemove }: IntentEntriesListProps) {
  if (intents.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }} data-testid="intent-entries">
      <Typography variant="subtitle2">Fixed prompts</Typography>
      <Typography variant="body2" color="text.secondary">
        Sent as written (a list is one conversation), graded as the plugin named; custom intents
        without one, by the plugin family each is nearest to.
      </Typography>
      <List dense disablePadding>
        {intents.map((entry, index) => {
          const { pluginId, prompts } = intentSummary(entry);
          const name = names.get(pluginId) ?? pluginId;
          return (
            <ListItem
              key={`${pluginId}-${index}`}
              disableGutters
              secondaryAction={
                <Tooltip title="Remove">
                  <span>
                    <IconButton
                      edge="end"
                      aria-label={`Remove the fixed prompts of ${name}`}
                      onClick={() => onRemove(index)}
                      disabled={disabled}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              }
            >
              <ListItemText
                primary={name}
                secondary={`${prompts} ${prompts === 1 ? 'prompt' : 'prompts'} · ${
                  pluginId === 'intent' ? 'judged by the nearest plugin family' : pluginId
                }`}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
