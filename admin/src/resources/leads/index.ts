import MailIcon from '@mui/icons-material/Mail';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./LeadList.tsx')),
  icon: MailIcon,
  options: { label: 'Leads' },
};
