// Staff's answer to one suggestion, accept or reject: while it is sent the dialog's button waits; on
// success a toast says so, the dialog closes and the queue reloads; on failure the dialog stays open with
// the backend's message and everything typed.
import type { Notice } from '@app/shared/notice';
import { useState } from 'react';
import { useRefresh } from 'react-admin';
import { errorMessage, useNotices } from '../../common/notices.tsx';

export function useDecision(onClose: () => void, done: Notice) {
  const notices = useNotices();
  const refresh = useRefresh();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const decide = async (send: () => Promise<unknown>) => {
    setSaving(true);
    setFailure(null);
    try {
      await send();
      notices.success(done);
      onClose();
      refresh();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return { decide, failure, saving };
}
