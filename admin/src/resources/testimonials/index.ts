import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./TestimonialList.tsx')),
  icon: RateReviewIcon,
  options: { label: 'Testimonials' },
};
