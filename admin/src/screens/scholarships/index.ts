import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'scholarships',
  order: 47,
  // Who funds each scholarship, its official page, who may hold it and for which programmes, what it
  // pays (award parts with checked amounts) and its deadline for the 2027 intake; the site's
  // /scholarships, programme pages and the planner read them.
  table: 'scholarships',
  label: 'Scholarships',
  noun: 'Scholarship',
  searchFields: { name: 'name', provider: 'provider', slug: 'URL name' },
  tiebreak: 'id.asc',
  imports: ['scholarships'],
  icon: EmojiEventsIcon,
  list: lazyScreen(() => import('./ScholarshipList.tsx')),
});
