import MicIcon from '@mui/icons-material/Mic';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./InterviewList.tsx')),
  icon: MicIcon,
  options: { label: 'Interviews' },
};
