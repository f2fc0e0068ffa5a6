// The finder's filters on a phone: behind a "Filters (n)" button (the island's), in a modal sheet, so
// the first screen shows programmes rather than a wall of controls. A native modal <dialog> moves focus
// in and keeps it there, makes the page behind inert and closes on Escape. From the md breakpoint up the
// filters stay on the page. Which one shows is CSS, not a measure of the screen taken by a script, so
// the server's HTML and the hydrated page lay out the same (no shift on load).
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

type Props = {
  open: boolean;
  /** After the sheet has closed (Escape, its close button or `doneLabel`). */
  onClose: () => void;
  /** The button that closes the sheet to show the results, e.g. "Show 12 programs". */
  doneLabel: string;
  children: ReactNode;
};

export function FilterSheet({ open, onClose, doneLabel, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Before paint: the sheet never shows as an ordinary block first.
  useLayoutEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  if (!open) return <div className="hidden md:block">{children}</div>;
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-full max-w-none flex-col bg-white p-0 backdrop:bg-slate-900/50 open:flex md:mx-auto md:my-8 md:h-auto md:max-w-3xl md:rounded-xl"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-lg font-semibold">
          Filters
        </h2>
        <button type="button" className="btn btn-outline" onClick={close}>
          Close<span className="sr-only"> filters</span>
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-4 pb-4">{children}</div>
      <div className="border-t border-slate-200 p-4">
        <button type="button" className="btn btn-primary w-full" onClick={close}>
          {doneLabel}
        </button>
      </div>
    </dialog>
  );
}
