import { useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { Button, Menu, MenuItem, Stack } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { NavEntry } from '../nav-items';

function NavMenu({ entry }: { entry: Extract<NavEntry, { kind: 'menu' }> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  const active = entry.items.some((item) => pathname.startsWith(item.to));
  return (
    <>
      <Button
        color={active ? 'primary' : 'inherit'}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {entry.label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entry.items.map((item) => (
          <MenuItem
            key={item.to}
            component={RouterNavLink}
            to={item.to}
            onClick={() => setAnchor(null)}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The desktop menus and links of the top navigation. */
export function NavMenus({ entries }: { entries: NavEntry[] }) {
  const { pathname } = useLocation();
  if (entries.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} component="nav" aria-label="Main" sx={{ ml: 3 }}>
      {entries.map((entry) =>
        entry.kind === 'menu' ? (
          <NavMenu key={entry.label} entry={entry} />
        ) : (
          <Button
            key={entry.label}
            component={RouterNavLink}
            to={entry.to}
            color={pathname.startsWith(entry.to) ? 'primary' : 'inherit'}
          >
            {entry.label}
          </Button>
        ),
      )}
    </Stack>
  );
}
