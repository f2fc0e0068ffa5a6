// Rejecting a suggestion says why (the database refuses a blank reason too). A failure shows the
// backend's message above the reason, which stays typed.
import { adminMessages } from '@app/shared/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/types.ts';
import type { Suggestion } from './review.ts';
import { useDecision } from './useDecision.ts';

const messages = adminMessages.suggestions;
/** The database's limit (figure_suggestions.reject_reason). */
const REASON_MAX = 500;

type Props = { suggestion: Suggestion; open: boolean; onClose: () => void };

export const RejectDialog = ({ suggestion, open, onClose }: Props) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { decide, failure, saving } = useDecision(onClose, messages.rejected);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const titleId = `reject-${suggestion.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setInvalid(messages.reasonRequired);
    if (trimmed.length > REASON_MAX) return setInvalid(`At most ${REASON_MAX} characters.`);
    await decide(() => dataProvider.rejectFigureSuggestion(suggestion.id, trimmed));
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Reject suggestion</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            “{suggestion.suggested_value}”{suggestion.target ? ` for ${suggestion.target.name}` : ''}
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {messages.rejectError} {failure}
            </Alert>
          )}
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setInvalid(null);
            }}
            required
            multiline
            minRows={2}
            fullWidth
            error={invalid !== null}
            helperText={invalid ?? 'Kept with the suggestion, for staff'}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="warning" disabled={saving}>
            Reject
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
