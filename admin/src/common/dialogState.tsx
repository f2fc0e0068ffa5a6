// Which add/edit dialog is open on a list page. Lists, rows and cards open it; the dialog reads it.

import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { Identifier } from 'react-admin';

export type DialogState = { mode: 'create' } | { mode: 'edit'; id: Identifier } | null;

type DialogStateValue = {
  state: DialogState;
  /** Whether a dialog was opened on this page yet: until then its code need not even be loaded. */
  opened: boolean;
  openCreate: () => void;
  openEdit: (id: Identifier) => void;
  close: () => void;
};

const DialogStateContext = createContext<DialogStateValue | null>(null);

export const DialogStateProvider = ({ children }: { children: ReactNode }) => {
  const [state, setState] = useState<DialogState>(null);
  const [opened, setOpened] = useState(false);
  if (state !== null && !opened) setOpened(true);
  const value = useMemo<DialogStateValue>(
    () => ({
      state,
      opened,
      openCreate: () => setState({ mode: 'create' }),
      openEdit: (id) => setState({ mode: 'edit', id }),
      close: () => setState(null),
    }),
    [state, opened],
  );
  return <DialogStateContext.Provider value={value}>{children}</DialogStateContext.Provider>;
};

/** The list page's dialog state, or null outside a list page. */
export function useOptionalDialogState(): DialogStateValue | null {
  return useContext(DialogStateContext);
}

export function useDialogState(): DialogStateValue {
  const value = useContext(DialogStateContext);
  if (!value) throw new Error('useDialogState needs a <DialogStateProvider>');
  return value;
}
