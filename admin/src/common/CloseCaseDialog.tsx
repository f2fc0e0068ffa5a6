// Closing a case asks why (the database requires a reason for Closed): the stage board and the case
// file both open this dialog before they send the move.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

type Props = {
  /** The student's name, for the question. */
  name: string;
  onCancel: () => void;
  onClose: (reason: string) => void;
};

export const CloseCaseDialog = ({ name, onCancel, onClose }: Props) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = reason.trim() === '';
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="close-case-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!missing) onClose(reason.trim());
        }}
      >
        <DialogTitle id="close-case-title">Close {name}'s case</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Say why the case is closed (chose another agency, not going abroad, no reply…). Staff see it on the case
            file; the student does not.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label="Reason for closing"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={touched && missing}
            helperText={touched && missing ? 'Say why the case is closed.' : ' '}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" color="error">
            Close case
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
