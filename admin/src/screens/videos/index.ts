import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import { defineResource, lazyScreen } from '../define-resource.ts';

export default defineResource({
  name: 'videos',
  order: 90,
  table: 'videos',
  label: 'Videos',
  noun: 'Video',
  youtubeFields: ['youtube_video_id'],
  icon: SmartDisplayIcon,
  list: lazyScreen(() => import('./VideoList.tsx')),
});
