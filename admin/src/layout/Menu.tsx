// The sidebar: the dashboard, then the registry's screens the signed-in role works with, in its order
// (screens/registry.ts; a counsellor sees the staff screens only, and so does anyone while the role loads). A link is
// active on its screen and the screen's sub-pages (a record's dialog, a tab), the dashboard only on
// itself (so it is not highlighted on every page). On phones the sidebar is react-admin's slide-in
// drawer, closed again when a link is followed.

import DashboardIcon from '@mui/icons-material/Dashboard';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ComponentType, memo } from 'react';
import { usePermissions, useSidebarState } from 'react-admin';
import { Link, useMatch } from 'react-router-dom';
import type { StaffRole } from '../providers/authProvider.ts';
import { menuScreensFor } from '../screens/registry.ts';

type MenuItem = { to: string; label: string; icon: ComponentType };

const itemsFor = (role: StaffRole | null | undefined): readonly MenuItem[] => [
  { to: '/', label: 'Dashboard', icon: DashboardIcon },
  ...menuScreensFor(role).map(({ name, label, icon }) => ({ to: `/${name}`, label, icon })),
];
const ADMIN_ITEMS = itemsFor('admin');
const STAFF_ITEMS = itemsFor('counsellor');

type ItemProps = MenuItem & { open: boolean; isSmall: boolean; close: () => void };

const Item = ({ to, label, icon: Icon, open, isSmall, close }: ItemProps) => {
  const active = useMatch({ path: to, end: to === '/' }) !== null;
  const item = (
    <ListItemButton
      component={Link}
      to={to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => {
        if (isSmall) close();
      }}
      sx={{ py: 1, '&.Mui-selected': { fontWeight: 600 } }}
    >
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  // A collapsed desktop sidebar shows icons only: name them on hover.
  return open || isSmall ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
};

// Memoised: the layout re-renders at every step of loading a screen, the sidebar only when the path,
// its open state or the screen size changes.
export const AdminMenu = memo(() => {
  const [open, setOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { permissions } = usePermissions<StaffRole | null>();
  const items = permissions === 'admin' ? ADMIN_ITEMS : STAFF_ITEMS;
  const close = () => setOpen(false);
  return (
    <nav aria-label="Admin sections">
      <List sx={{ mt: 1 }}>
        {items.map((item) => (
          <li key={item.to}>
            <Item {...item} open={open} isSmall={isSmall} close={close} />
          </li>
        ))}
      </List>
    </nav>
  );
});
