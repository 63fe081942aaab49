import { useState } from 'react';
import {
  Box,
  Button,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  TextField,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { useCurrentTeam } from '../CurrentTeamProvider';
import { filterTeams } from '../current-team';

/** Spec §2: shown only with more than one team; case-insensitive search with an empty state. */
export function TeamSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { teams, currentTeam, setCurrentTeam } = useCurrentTeam();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [search, setSearch] = useState('');
  if (teams.length <= 1 || !currentTeam) return null;
  const matches = filterTeams(teams, search);

  const close = () => {
    setAnchor(null);
    setSearch('');
  };

  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        fullWidth={fullWidth}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<GroupsOutlinedIcon />}
        endIcon={<UnfoldMoreIcon fontSize="small" />}
        aria-haspopup="dialog"
        aria-label={`Current team: ${currentTeam.name}. Switch team`}
        data-testid="team-switcher"
        sx={{
          borderColor: 'divider',
          justifyContent: 'space-between',
          maxWidth: fullWidth ? undefined : 240,
          '& .MuiButton-startIcon': { color: 'text.secondary' },
        }}
      >
        <Box
          component="span"
          sx={{
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            flex: 1,
            textAlign: 'left',
          }}
        >
          {currentTeam.name}
        </Box>
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 300, mt: 1 } } }}
      >
        <Box sx={{ p: 1.5, pb: 1 }}>
          <TextField
            autoFocus
            size="small"
            fullWidth
            placeholder="Search teams"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{
              htmlInput: { 'aria-label': 'Search teams' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        {matches.length === 0 ? (
          <Box sx={{ px: 2, pt: 1, pb: 2.5, textAlign: 'center' }}>
            <Typography variant="subtitle2">No teams found</Typography>
            <Typography variant="body2" color="text.secondary">
              Try a different search term
            </Typography>
          </Box>
        ) : (
          <List dense sx={{ maxHeight: 320, overflow: 'auto', pt: 0 }} aria-label="Teams">
            {matches.map((team) => (
              <ListItemButton
                key={team.id}
                selected={team.id === currentTeam.id}
                onClick={() => {
                  setCurrentTeam(team.id);
                  close();
                }}
              >
                <ListItemText primary={team.name} secondary={team.roleName} />
                <ListItemIcon sx={{ minWidth: 0 }}>
                  {team.id === currentTeam.id && <CheckIcon fontSize="small" color="primary" />}
                </ListItemIcon>
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
