// 'Review stories before publishing': off by default (the spec's behaviour, a story goes live at once).
// On, visitors' new stories arrive pending and appear on the site once staff approve them on the
// Blog Posts screen; the database applies it (a trigger on the stories table reads this row).
import { STORIES_SETTINGS_KEY, storiesSettingsValueSchema } from '@app/shared/entities/settings';
import { adminMessages } from '@app/shared/messages';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useGetOne, useUpdate } from 'react-admin';
import { Spinner } from '../../common/ListPage.tsx';
import { useNotices } from '../../common/notices.tsx';

const messages = adminMessages.storyModeration;

export const StoryReviewCard = () => {
  const notices = useNotices();
  const { data, isPending } = useGetOne(
    'settings',
    { id: STORIES_SETTINGS_KEY },
    { onError: (error) => notices.error(adminMessages.settings.fetchError, error) },
  );
  const [update, { isPending: saving }] = useUpdate();
  const parsed = storiesSettingsValueSchema.safeParse(data?.value);
  const on = parsed.success && parsed.data.reviewBeforePublishing;
  const save = (next: boolean) =>
    update(
      'settings',
      { id: STORIES_SETTINGS_KEY, data: { value: { reviewBeforePublishing: next } }, previousData: data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notices.success(messages.reviewSaved(next)),
        onError: (error) => notices.error(messages.reviewSaveError, error),
      },
    );
  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title="Community stories" subheader="Moderation" />
      <CardContent>
        {isPending ? (
          <Spinner />
        ) : (
          <FormControlLabel
            control={
              <Switch checked={on} disabled={saving || !data} onChange={(event) => save(event.target.checked)} />
            }
            label="Review stories before publishing"
          />
        )}
        <Typography variant="body2" color="text.secondary">
          When on, stories shared on the site wait on the Blog Posts screen until you approve them; the person who
          shared one is told it will appear after review. When off, stories appear at once. Either way you can hide a
          published story there without deleting it.
        </Typography>
      </CardContent>
    </Card>
  );
};
