import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'suggestions',
  order: 60,
  // Visitors' corrections to figures (migration create_figure_suggestions): admins read, decide through
  // the database's accept/reject functions, and delete; nobody edits one.
  table: 'figure_suggestions',
  label: 'Suggestions',
  searchFields: { suggested_value: 'suggested value', note: 'note', source_url: 'page' },
  // The queue: oldest waiting first within a status.
  tiebreak: 'created_at.asc',
  icon: FactCheckIcon,
  list: lazyScreen(() => import('./SuggestionList.tsx')),
});
