// A pending suggestion's Accept and Reject. Each dialog is mounted on its first opening (a page has one
// pair per row); Accept's schema loads then too (AcceptDialog.tsx).
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { VisuallyHidden } from '../../common/VisuallyHidden.tsx';
import { AcceptDialog } from './AcceptDialog.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { figureInfo, type Suggestion } from './review.ts';

type Open = 'accept' | 'reject' | null;

export const ReviewActions = () => {
  const suggestion = useRecordContext<Suggestion>();
  const [open, setOpen] = useState<Open>(null);
  // Stay mounted once opened, so that each dialog closes with its transition.
  const [asked, setAsked] = useState<{ accept: boolean; reject: boolean }>({ accept: false, reject: false });
  if (suggestion?.status !== 'pending') return null;
  const show = (which: 'accept' | 'reject') => {
    setAsked((before) => ({ ...before, [which]: true }));
    setOpen(which);
  };
  const close = () => setOpen(null);
  const what = (
    <VisuallyHidden>
      : {figureInfo(suggestion.table_name, suggestion.figure)?.label ?? suggestion.figure}
      {suggestion.target ? ` of ${suggestion.target.name}` : ''}
    </VisuallyHidden>
  );
  // Accepting writes into the figure's row: not when the row is gone or the figure is not one we know.
  const acceptable = suggestion.target && figureInfo(suggestion.table_name, suggestion.figure);
  return (
    <>
      {acceptable && (
        <Button size="small" variant="contained" onClick={() => show('accept')}>
          Accept{what}
        </Button>
      )}
      <Button size="small" color="warning" onClick={() => show('reject')}>
        Reject{what}
      </Button>
      {asked.accept && <AcceptDialog suggestion={suggestion} open={open === 'accept'} onClose={close} />}
      {asked.reject && <RejectDialog suggestion={suggestion} open={open === 'reject'} onClose={close} />}
    </>
  );
};
