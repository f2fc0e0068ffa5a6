import HistoryIcon from '@mui/icons-material/History';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'activity',
  order: 230,
  // Written only by the database's trigger on staff changes; admins read it through RLS. Read only here.
  table: 'audit_log',
  label: 'Activity',
  searchFields: { actor_email: 'person (e-mail)', row_id: 'record id' },
  tiebreak: 'id.desc',
  icon: HistoryIcon,
  list: lazyScreen(() => import('./ActivityList.tsx')),
});
