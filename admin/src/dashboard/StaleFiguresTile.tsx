// How many cities and countries have a figure checked more than 12 months ago: the rows whose official
// pages staff should read again (their lists show the same badge). Counted by the database: one `or=`
// over the table's figure columns, reading each figure's `checked_on`.
import { adminMessages } from '@app/shared/messages';
import UpdateIcon from '@mui/icons-material/Update';
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { staleBefore, staleFilter, todayIso } from '../common/figures.ts';
import { useNotices } from '../common/notices.tsx';
import { StatTile } from './StatTile.tsx';

const useStaleCount = (resource: 'cities' | 'countries', before: string) => {
  const notices = useNotices();
  // `or@`: passed to PostgREST as written (see the data provider).
  const filter = useMemo(() => ({ 'or@': staleFilter(resource, before) }), [resource, before]);
  return useGetList(
    resource,
    { pagination: { page: 1, perPage: 1 }, filter },
    { onError: (error) => notices.error(adminMessages[resource].fetchError, error) },
  );
};

export const StaleFiguresTile = () => {
  const before = useMemo(() => staleBefore(todayIso()), []);
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
