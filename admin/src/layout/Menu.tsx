// The sidebar in the spec's order. A link is active only when the path matches it exactly (so the
// dashboard is not highlighted on every page). On phones the sidebar is react-admin's slide-in drawer,
// closed again when a link is followed.

import ArticleIcon from '@mui/icons-material/Article';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import MailIcon from '@mui/icons-material/Mail';
import MicIcon from '@mui/icons-material/Mic';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import WorkIcon from '@mui/icons-material/Work';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ComponentType } from 'react';
import { useSidebarState } from 'react-admin';
import { Link, useMatch } from 'react-router-dom';

export const MENU_ITEMS: readonly { to: string; label: string; icon: ComponentType }[] = [
  { to: '/', label: 'Dashboard', icon: DashboardIcon },
  { to: '/universities', label: 'Universities', icon: SchoolIcon },
  { to: '/blog', label: 'Blog Posts', icon: ArticleIcon },
  { to: '/videos', label: 'Videos', icon: SmartDisplayIcon },
  { to: '/news', label: 'News', icon: NewspaperIcon },
  { to: '/careers', label: 'Careers', icon: WorkIcon },
  { to: '/pricing', label: 'Pricing Plans', icon: AttachMoneyIcon },
  { to: '/resources', label: 'Resources', icon: LibraryBooksIcon },
  { to: '/accommodation', label: 'Accommodation', icon: HomeWorkIcon },
  { to: '/transportation', label: 'Transportation', icon: DirectionsBusIcon },
  { to: '/interviews', label: 'Interviews', icon: MicIcon },
  { to: '/testimonials', label: 'Testimonials', icon: RateReviewIcon },
  { to: '/leads', label: 'Leads', icon: MailIcon },
  { to: '/settings', label: 'Settings', icon: SettingsIcon },
];

const Item = ({ to, label, icon: Icon }: (typeof MENU_ITEMS)[number]) => {
  const active = useMatch({ path: to, end: true }) !== null;
  const [open, setOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const item = (
    <ListItemButton
      component={Link}
      to={to}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={() => {
        if (isSmall) setOpen(false);
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

export const AdminMenu = () => (
  <nav aria-label="Admin sections">
    <List sx={{ mt: 1 }}>
      {MENU_ITEMS.map((item) => (
        <li key={item.to}>
          <Item {...item} />
        </li>
      ))}
    </List>
  </nav>
);
