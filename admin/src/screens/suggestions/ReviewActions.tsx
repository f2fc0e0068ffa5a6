// A pending suggestion's Accept and Reject buttons; the dialog they open lives above the list
// (ReviewDialogs.tsx), and Accept's schema loads on its first opening (AcceptDialog.tsx).
import Button from '@mui/material/Button';
import { useRecordContext } from 'react-admin';
import { VisuallyHidden } from '../../common/VisuallyHidden.tsx';
import { useStartReview } from './ReviewDialogs.tsx';
import { figureInfo, type Suggestion } from './review.ts';

export const ReviewActions = () => {
  const suggestion = useRecordContext<Suggestion>();
  const startReview = useStartReview();
  if (suggestion?.status !== 'pending') return null;
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
        <Button size="small" variant="contained" onClick={() => startReview('accept', suggestion)}>
          Accept{what}
        </Button>
      )}
      <Button size="small" color="warning" onClick={() => startReview('reject', suggestion)}>
        Reject{what}
      </Button>
    </>
  );
};
