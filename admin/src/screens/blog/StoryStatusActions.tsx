// A story's moderation buttons: approve or reject one awaiting review, hide a published one, show a
// hidden or rejected one again. The database decides who may (only admins can change a status); the
// list reloads from the server once the change is saved.
import type { StoryStatus } from '@app/shared/constants';
import { adminMessages } from '@app/shared/messages';
import Button from '@mui/material/Button';
import { useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { useNotices } from '../../common/notices.tsx';

type Move = { label: string; to: StoryStatus; color: 'primary' | 'warning' };

const MOVES: Record<StoryStatus, Move[]> = {
  pending: [
    { label: 'Approve', to: 'published', color: 'primary' },
    { label: 'Reject', to: 'rejected', color: 'warning' },
  ],
  published: [{ label: 'Hide', to: 'hidden', color: 'warning' }],
  hidden: [{ label: 'Show', to: 'published', color: 'primary' }],
  rejected: [{ label: 'Publish', to: 'published', color: 'primary' }],
};

const PAST: Record<StoryStatus, string> = {
  published: 'Published',
  pending: 'Held for review',
  hidden: 'Hidden',
  rejected: 'Rejected',
};

const messages = adminMessages.storyModeration;

export const StoryStatusActions = () => {
  const story = useRecordContext<{ id: number; status: StoryStatus }>();
  const [update, { isPending }] = useUpdate();
  const notices = useNotices();
  const refresh = useRefresh();
  if (!story) return null;
  return MOVES[story.status].map((move) => (
    <Button
      key={move.label}
      size="small"
      color={move.color}
      disabled={isPending}
      onClick={() =>
        update(
          'blog',
          { id: story.id, data: { status: move.to }, previousData: story },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => {
              notices.success(messages.changed(PAST[move.to]));
              refresh();
            },
            onError: (error) => notices.error(messages.changeError, error),
          },
        )
      }
    >
      {move.label}
    </Button>
  ));
};
