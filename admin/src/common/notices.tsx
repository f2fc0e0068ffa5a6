// Toasts of docs/product.md section 8: a title from the shared catalogue and, for failures, the backend's message
// as description. react-admin's notification queue shows one at a time, like the original toasts.
import { TOAST_DURATION_MS } from '@app/shared/constants';
import { errorMessage, type Notice, withDescription } from '@app/shared/notice';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useMemo } from 'react';
import { useNotify } from 'react-admin';

/** The one helper (@app/shared/messages), here beside the notices it feeds. */
export { errorMessage };

const NoticeView = ({ notice, severity }: { notice: Notice; severity: 'success' | 'error' }) => (
  <Alert variant="filled" severity={severity} sx={{ minWidth: 280, maxWidth: 560 }}>
    <AlertTitle sx={{ mb: notice.description ? 0.5 : 0 }}>{notice.title}</AlertTitle>
    {notice.description}
  </Alert>
);

export function useNotices() {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (notice: Notice) =>
        notify(<NoticeView notice={notice} severity="success" />, {
          type: 'success',
          autoHideDuration: TOAST_DURATION_MS,
        }),
      error: (notice: Notice, error?: unknown) =>
        notify(
          <NoticeView
            notice={error === undefined ? notice : withDescription(notice, errorMessage(error))}
            severity="error"
          />,
          { type: 'error', autoHideDuration: TOAST_DURATION_MS },
        ),
    }),
    [notify],
  );
}
