// /admin: the spec's dashboard, with live counts instead of its fixed placeholder figures, and the
// consultation funnel where "Advanced Analytics & Reports — coming soon" was. Counsellors see the
// funnel only: the figure tiles and shortcuts are about site content and revenue (admins').

import { adminMessages } from '@app/shared/messages';
import type { Notice } from '@app/shared/notice';
import ArticleIcon from '@mui/icons-material/Article';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import MailIcon from '@mui/icons-material/Mail';
import MicIcon from '@mui/icons-material/Mic';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ComponentType, useMemo } from 'react';
import { Title, useGetList, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { useNotices } from '../common/notices.tsx';
import { FunnelReport } from './FunnelReport.tsx';
import { RevenueTile } from './RevenueTile.tsx';
import { StaleFiguresTile } from './StaleFiguresTile.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

type Tile = {
  /** Unique on the page; the resource's name when it has one tile. */
  id?: string;
  label: string;
  resource: string;
  /** Where the figure's rows are listed, when that is not the resource's whole list. */
  to?: string;
  filter?: Record<string, unknown>;
  fetchError: Notice;
  icon: ComponentType<{ color?: 'primary' }>;
};

/** The number of matching rows, read from the count of a one-row page (server-side, any table size). */
const CountTile = ({ tile }: { tile: Tile }) => {
  const notices = useNotices();
  const { total, isPending, error } = useGetList(
    tile.resource,
    { pagination: { page: 1, perPage: 1 }, filter: tile.filter ?? {} },
    { onError: (e) => notices.error(tile.fetchError, e) },
  );
  const Icon = tile.icon;
  const id = tile.id ?? tile.resource;
  const labelId = `tile-${id}`;
  return (
    <Card component="section" aria-labelledby={labelId}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Icon color="primary" />
        <Box>
          <Typography id={labelId} color="text.secondary" variant="body2">
            {tile.label}
          </Typography>
          <Typography variant="h4" component="p" data-testid={`count-${id}`}>
            {isPending ? <CircularProgress size={24} aria-label="Loading" /> : error ? '—' : (total ?? 0)}
          </Typography>
          {tile.to && (
            <Typography variant="body2">
              <MuiLink component={Link} to={tile.to}>
                Review them
              </MuiLink>
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

const SHORTCUTS = [
  {
    to: '/universities',
    title: 'Manage Universities',
    text: 'Add, edit and remove universities and their programs.',
    icon: SchoolIcon,
  },
  { to: '/blog', title: 'Manage Blog Posts', text: 'Write and moderate community stories.', icon: ArticleIcon },
  { to: '/interviews', title: 'Manage Interviews', text: 'Schedule and track student interviews.', icon: MicIcon },
  { to: '/leads', title: 'View Leads', text: 'Read and follow up on contact messages.', icon: MailIcon },
  {
    to: '/testimonials',
    title: 'Manage Testimonials',
    text: 'Showcase student success stories.',
    icon: RateReviewIcon,
  },
] as const;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;

export const Dashboard = () => {
  const { permissions } = usePermissions();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Title title={adminMessages.dashboard.heading} />
      <Box>
        <Typography variant="h4" component="h1">
          {adminMessages.dashboard.heading}
        </Typography>
        <Typography color="text.secondary">{adminMessages.dashboard.welcome}</Typography>
      </Box>
      {permissions === 'admin' && <AdminTiles />}
      {permissions && <FunnelReport />}
    </Box>
  );
};

/** The figure tiles and shortcuts: site content, leads and revenue. */
const AdminTiles = () => {
  // Computed once per visit so the query key (and its cache) stays stable while the page is open.
  const tiles = useMemo<Tile[]>(() => {
    const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
    return [
      {
        label: 'Total Universities',
        resource: 'universities',
        fetchError: adminMessages.universities.fetchError,
        icon: SchoolIcon,
      },
      { label: 'Blog Posts', resource: 'blog', fetchError: adminMessages.blog.fetchError, icon: ArticleIcon },
      {
        label: 'Stories Awaiting Review',
        resource: 'blog',
        filter: { status: 'pending' },
        fetchError: adminMessages.blog.fetchError,
        icon: HourglassTopIcon,
        id: 'blog-pending',
        to: '/blog?filter=%7B%22status%22%3A%22pending%22%7D',
      },
      {
        label: adminMessages.dashboard.suggestionsToReview,
        resource: 'suggestions',
        filter: { status: 'pending' },
        fetchError: adminMessages.suggestions.fetchError,
        icon: FactCheckIcon,
        id: 'suggestions-pending',
        to: '/suggestions?filter=%7B%22status%22%3A%22pending%22%7D',
      },
      {
        label: 'Pending Interviews',
        resource: 'interviews',
        filter: { status: 'Pending' },
        fetchError: adminMessages.interviews.fetchError,
        icon: MicIcon,
      },
      {
        label: 'New Leads',
        resource: 'leads',
        filter: { 'created_at@gte': since },
        fetchError: adminMessages.leads.fetchError,
        icon: MailIcon,
      },
    ];
  }, []);

  return (
    <>
      <Box sx={grid}>
        {tiles.map((tile) => (
          <CountTile key={tile.id ?? tile.resource} tile={tile} />
        ))}
        <StaleFiguresTile />
        <RevenueTile />
      </Box>

      <Box sx={grid}>
        {SHORTCUTS.map(({ to, title, text, icon: Icon }) => (
          <Card key={to}>
            <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
              <CardContent>
                <Icon color="primary" />
                <Typography variant="h6" component="h2">
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
        <Card aria-disabled="true" sx={{ opacity: 0.6 }}>
          <CardContent>
            <SettingsIcon color="disabled" />
            <Typography variant="h6" component="h2">
              {adminMessages.dashboard.settingsComingSoon}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Manage admin accounts and preferences.
            </Typography>
            <Chip label="Coming soon" size="small" sx={{ mt: 1 }} />
          </CardContent>
        </Card>
      </Box>
    </>
  );
};

export default Dashboard;
