// How many cities and countries carry figures checked more than 12 months ago: the rows whose official
// pages staff should read again (their lists show the same badge).
import { adminMessages } from '@app/shared/messages';
import UpdateIcon from '@mui/icons-material/Update';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { useNotices } from '../common/notices.tsx';
import { staleBefore } from '../common/StaleBadge.tsx';

const useStaleCount = (resource: 'cities' | 'countries', before: string) => {
  const notices = useNotices();
  return useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, filter: { 'checked_on@lt': before } },
    { onError: (error) => notices.error(adminMessages[resource].fetchError, error) },
  );
};

export const StaleFiguresTile = () => {
  const before = useMemo(() => staleBefore(), []);
  const cities = useStaleCount('cities', before);
  const countries = useStaleCount('countries', before);
  const pending = cities.isPending || countries.isPending;
  const failed = cities.error || countries.error;
  return (
    <Card component="section" aria-labelledby="tile-stale-figures">
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <UpdateIcon color="primary" />
        <Box>
          <Typography id="tile-stale-figures" color="text.secondary" variant="body2">
            {adminMessages.dashboard.staleFigures}
          </Typography>
          <Typography variant="h4" component="p" data-testid="count-stale-figures">
            {pending ? (
              <CircularProgress size={24} aria-label="Loading" />
            ) : failed ? (
              '—'
            ) : (
              (cities.total ?? 0) + (countries.total ?? 0)
            )}
          </Typography>
          <Typography variant="body2">
            <Link to="/cities">Cities</Link> · <Link to="/countries">Countries</Link>
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
};
