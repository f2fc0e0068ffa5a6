// How many cities and countries carry figures checked more than 12 months ago: the rows whose official
// pages staff should read again (their lists show the same badge).
import { adminMessages } from '@app/shared/messages';
import UpdateIcon from '@mui/icons-material/Update';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { useNotices } from '../common/notices.tsx';
import { staleBefore } from '../common/StaleBadge.tsx';
import { StatTile } from './StatTile.tsx';

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
    <StatTile
      id="tile-stale-figures"
      icon={<UpdateIcon color="primary" />}
      label={adminMessages.dashboard.staleFigures}
      testId="count-stale-figures"
      value={pending ? undefined : failed ? null : (cities.total ?? 0) + (countries.total ?? 0)}
      footer={
        <>
          <Link to="/cities">Cities</Link> · <Link to="/countries">Countries</Link>
        </>
      }
    />
  );
};
