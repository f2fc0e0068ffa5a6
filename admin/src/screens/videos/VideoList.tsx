import { youtubeThumbnailUrl, youtubeWatchUrl } from '@app/shared/entities/video';
import { adminMessages } from '@app/shared/messages';
import CardMedia from '@mui/material/CardMedia';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy } from 'react';
import { useRecordContext } from 'react-admin';
import { CardGrid } from '../../common/CardGrid.tsx';
import { ListPage } from '../../common/ListPage.tsx';
import { clampLines, RecordCard } from '../../common/RecordCard.tsx';

const VideoForm = lazy(() => import('./VideoForm.tsx'));

const messages = adminMessages.videos;

type Video = { title: string; description: string | null; youtube_video_id: string };

const VideoCard = () => {
  const video = useRecordContext<Video>();
  if (!video) return null;
  return (
    <RecordCard
      media={
        <CardMedia
          component="img"
          image={youtubeThumbnailUrl(video.youtube_video_id)}
          alt={`Thumbnail of ${video.title}`}
          loading="lazy"
          sx={{ aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'grey.200' }}
        />
      }
      title={video.title}
      subtitle={
        <Link href={youtubeWatchUrl(video.youtube_video_id)} target="_blank" rel="noopener noreferrer">
          {video.youtube_video_id}
        </Link>
      }
      messages={messages}
    >
      {video.description && (
        <Typography variant="body2" sx={clampLines(3)}>
          {video.description}
        </Typography>
      )}
    </RecordCard>
  );
};

export const VideoList = () => (
  <ListPage
    fetchError={messages.fetchError}
    dialog={<VideoForm />}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={24}
  >
    <CardGrid empty={messages.empty} columns={2}>
      <VideoCard />
    </CardGrid>
  </ListPage>
);

export default VideoList;
