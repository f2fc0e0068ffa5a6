// Catalogue health: how complete and how current the figures families rely on are. Three views, each at
// its own address (so the dashboard and the sidebar can link to them): the counts per figure and
// country, the programmes with what they lack, and which of those to check next.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useResources } from '../../common/resources-context.ts';
import { GapsList } from './GapsList.tsx';
import { HealthMatrix } from './HealthMatrix.tsx';

const VIEWS = [
  { path: '', label: 'By country' },
  { path: 'programmes', label: 'Programmes' },
  { path: 'check-next', label: 'Check next' },
] as const;

const CatalogueHealthPage = () => {
  const { name, label } = useResources().byName('catalogue-health');
  const sub = useParams()['*'] ?? '';
  const view = VIEWS.find((candidate) => candidate.path === sub) ?? VIEWS[0];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        {label}
      </Typography>
      <Tabs value={view.path} aria-label="Views" variant="scrollable" allowScrollButtonsMobile>
        {VIEWS.map((option) => (
          <Tab
            key={option.path}
            value={option.path}
            label={option.label}
            component={Link}
            to={option.path ? `/${name}/${option.path}` : `/${name}`}
          />
        ))}
      </Tabs>
      {/* The lists set the app bar's title themselves. */}
      {view.path === '' ? (
        <>
          <Title title={label} />
          <HealthMatrix />
        </>
      ) : (
        <GapsList key={view.path} checkNext={view.path === 'check-next'} />
      )}
    </Box>
  );
};

export default CatalogueHealthPage;
