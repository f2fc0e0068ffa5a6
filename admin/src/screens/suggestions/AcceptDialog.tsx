// Accepting a suggestion: staff read the visitor's page and enter the figure as checked (value, year,
// page, day) in the figure editor every form uses, starting from the stored figure with the visitor's
// page and today's date. The shared figure schema checks it here (acceptSchema.ts), the database again
// when accept_figure_suggestion writes it. A failure shows the backend's message above the form, which
// keeps everything typed.
import type { Figure, FigureTable } from '@app/shared/figures';
import { adminMessages } from '@app/shared/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Form, useDataProvider } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { FigureInput } from '../../common/FigureInput.tsx';
import { todayIso } from '../../common/figures.ts';
import type { AppDataProvider } from '../../providers/types.ts';
import { SourceLink } from './FigureValue.tsx';
import { acceptDefaults, figureInfo, type Suggestion } from './review.ts';
import { useDecision } from './useDecision.ts';

const messages = adminMessages.suggestions;

// The form fills the dialog, so its content scrolls and its buttons stay in view.
const FORM_IN_DIALOG = { '& form': { display: 'flex', flexDirection: 'column', minHeight: 0 } } as const;

type Props = { suggestion: Suggestion; open: boolean; onClose: () => void };

export const AcceptDialog = ({ suggestion, open, onClose }: Props) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { decide, failure, saving } = useDecision(onClose, messages.accepted);
  const { table_name: table, figure: column, target } = suggestion;
  const kind = figureInfo(table, column)?.kind ?? 'money';
  // Loaded on the first Accept: zod and the figure schemas are not needed to read the queue.
  const resolver = useMemo<Resolver>(() => {
    const loading = import('./acceptSchema.ts').then(({ acceptResolver }) => acceptResolver(column, kind));
    return async (...args) => (await loading)(...args);
  }, [column, kind]);
  // The form's record is the figure being checked (not the suggestion), so only its inputs are sent. Taken
  // once: the list refetching (say on returning to the tab) must not reset what staff typed.
  const [record] = useState(() => ({
    id: suggestion.id,
    [column]: acceptDefaults(target?.current, suggestion.source_url, todayIso()),
  }));
  const titleId = `accept-${suggestion.id}`;

  const accept = (values: FieldValues) =>
    decide(() => dataProvider.acceptFigureSuggestion(suggestion.id, values[column] as Figure));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId} sx={FORM_IN_DIALOG}>
      <Form record={record} resolver={resolver} onSubmit={accept} noValidate>
        <DialogTitle id={titleId}>Accept suggestion</DialogTitle>
        <DialogContent>
          <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5 }}>
            <Typography component="dt" color="text.secondary">
              For
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {target?.name}
              {target?.context ? ` · ${target.context}` : ''}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Suggested
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {suggestion.suggested_value}
            </Typography>
            <Typography component="dt" color="text.secondary">
              Their page
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <SourceLink url={suggestion.source_url} />
            </Typography>
          </Box>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {messages.acceptError} {failure}
            </Alert>
          )}
          <FigureInput table={table as FigureTable} column={column as never} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Save figure and accept
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
