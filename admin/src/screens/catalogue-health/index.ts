import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'catalogue-health',
  order: 70,
  // The page's counts per country come from public.catalogue_health(); its lists read this view, which
  // answers admins only (migration create_catalogue_health).
  table: 'program_figure_gaps',
  label: 'Catalogue health',
  searchFields: { name: 'programme', university_name: 'university' },
  // "Check next": among equal deadlines, the programmes most students shortlisted first.
  tiebreak: 'shortlisted.desc',
  namedFilters: {
    lacks_anything: { 'lacking@gt': 0 },
    // `and`, so that it combines with the search box's `or`.
    needs_check: { 'and@': '(or(lacking.gt.0,stale_count.gt.0))' },
  },
  icon: MonitorHeartIcon,
  list: lazyScreen(() => import('./CatalogueHealthPage.tsx')),
});
