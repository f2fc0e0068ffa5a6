import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import { lazy } from 'react';
import { defineResource } from '../define-resource.ts';

export default defineResource({
  name: 'videos',
  table: 'videos',
  label: 'Videos',
  noun: 'Video',
  youtubeFields: ['youtube_video_id'],
  icon: SmartDisplayIcon,
  list: lazy(() => import('./VideoList.tsx')),
});
