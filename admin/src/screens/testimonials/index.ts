import RateReviewIcon from '@mui/icons-material/RateReview';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'testimonials',
  order: 170,
  table: 'testimonials',
  label: 'Testimonials',
  noun: 'Testimonial',
  searchFields: { author_name: 'author', content: 'content', university_name: 'university' },
  icon: RateReviewIcon,
  list: lazyScreen(() => import('./TestimonialList.tsx')),
});
