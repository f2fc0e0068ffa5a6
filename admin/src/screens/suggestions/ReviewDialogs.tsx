// The queue's one Accept or Reject dialog, held above the list. It keeps the suggestion as it was when
// staff opened it, so a reload of the queue (say on coming back from the official page in another tab)
// that drops a suggestion another admin decided meanwhile does not close the dialog or lose what was
// typed: saving then says it was already decided.
import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { AcceptDialog } from './AcceptDialog.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import type { Suggestion } from './review.ts';

type Decision = 'accept' | 'reject';
type Review = { decision: Decision; suggestion: Suggestion; open: boolean };
type StartReview = (decision: Decision, suggestion: Suggestion) => void;

const ReviewContext = createContext<StartReview | null>(null);

export function useStartReview(): StartReview {
  const start = useContext(ReviewContext);
  if (!start) throw new Error('useStartReview needs ReviewDialogs around the queue');
  return start;
}

export const ReviewDialogs = ({ children }: { children: ReactNode }) => {
  const [review, setReview] = useState<Review | null>(null);
  const start = useCallback<StartReview>((decision, suggestion) => setReview({ decision, suggestion, open: true }), []);
  // Closed but kept, so the dialog leaves with its transition.
  const close = useCallback(() => setReview((current) => current && { ...current, open: false }), []);
  const Dialog = review?.decision === 'accept' ? AcceptDialog : RejectDialog;
  return (
    <ReviewContext.Provider value={start}>
      {children}
      {review && (
        <Dialog
          key={`${review.decision}-${review.suggestion.id}`}
          suggestion={review.suggestion}
          open={review.open}
          onClose={close}
        />
      )}
    </ReviewContext.Provider>
  );
};
