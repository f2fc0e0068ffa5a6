// One toast at a time, and a new one replaces the current one at once (docs/product.md sections 8 and 9).
// react-admin's own <Notification> queues them instead, so a 'deleted' notice would wait behind
// the 'saved' one for its whole duration.
import { TOAST_DURATION_MS } from '@app/shared/constants';
import Alert from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';
import { isValidElement, type ReactNode, useEffect, useState } from 'react';
import { type NotificationPayload, useNotificationContext, useTranslate } from 'react-admin';

type Shown = { payload: NotificationPayload; key: number };

const SEVERITY = { error: 'error', warning: 'warning', success: 'success', info: 'info' } as const;

export const LatestNotification = () => {
  const { notifications, setNotifications } = useNotificationContext();
  const translate = useTranslate();
  const [shown, setShown] = useState<Shown | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const latest = notifications[notifications.length - 1];
    if (!latest) return;
    setNotifications([]);
    setShown((previous) => ({ payload: latest, key: (previous?.key ?? 0) + 1 }));
    setOpen(true);
  }, [notifications, setNotifications]);

  if (!shown) return null;
  const { message, type, notificationOptions } = shown.payload;
  const { autoHideDuration, messageArgs } = notificationOptions ?? {};
  const content: ReactNode = isValidElement(message) ? (
    message
  ) : (
    <Alert variant="filled" severity={SEVERITY[type ?? 'info'] ?? 'info'} sx={{ minWidth: 280, maxWidth: 560 }}>
      {typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message}
    </Alert>
  );

  // In a portal: an open dialog marks the app root aria-hidden, and a toast about that dialog's save
  // must still be announced. At the top, so it never covers the dialog's Save button.
  return (
    <Portal>
      <Snackbar
        key={shown.key}
        open={open}
        autoHideDuration={autoHideDuration === undefined ? TOAST_DURATION_MS : (autoHideDuration ?? undefined)}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <div>{content}</div>
      </Snackbar>
    </Portal>
  );
};
