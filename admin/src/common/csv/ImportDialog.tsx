// 'Import CSV': staff pick a file, see every row checked (by the form's rules, then by the database
// without writing), choose to write the valid rows or nothing unless all are valid, and confirm. The
// database writes in one transaction (rpc/import_rows); rows with an existing key are updated.
import { adminMessages } from '@app/shared/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { downloadCSV, useDataProvider, useRefresh } from 'react-admin';
import { brand } from '../../config.ts';
import type { AppDataProvider, ImportTarget } from '../../providers/types.ts';
import { useNotices } from '../notices.tsx';
import { parseCsv, toCsv } from './csv.ts';
import { checkRows, type Preview, type PreviewRow, rowsToSend, summary, withDatabaseAnswer } from './import-preview.ts';
import { IMPORT_SPECS, type ImportSpec, SAMPLE_PAGE } from './import-specs.ts';

const messages = adminMessages.csvImport;
const ACTION_LABELS = { insert: 'New', update: 'Update' } as const;

/** The site page a row will change once written (the site rebuilds after a staff import). */
const PublicPage = ({ spec, row }: { spec: ImportSpec; row: PreviewRow }) => {
  if (row.problems.length || !row.action || !row.values) return <>—</>;
  const path = spec.publicPath(row.values);
  return (
    <Link href={`${brand.siteUrl}${path}`} target="_blank" rel="noopener">
      {path}
      {row.action === 'insert' ? ' (new)' : ''}
    </Link>
  );
};

const ImportDialog = ({ target, onClose }: { target: ImportTarget; onClose: () => void }) => {
  const spec: ImportSpec = IMPORT_SPECS[target];
  const dataProvider = useDataProvider<AppDataProvider>();
  const notices = useNotices();
  const refresh = useRefresh();
  const importRows = (preview: Preview, write: boolean, allOrNothing: boolean) =>
    dataProvider.importRows(
      target,
      rowsToSend(preview).map((row) => row.values ?? {}),
      { write, allOrNothing },
    );
  const titleId = useId();
  const [fileName, setFileName] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const [allOrNothing, setAllOrNothing] = useState(false);

  const read = async (file: File) => {
    setBusy(true);
    setFileName(file.name);
    try {
      const checked = checkRows(spec, parseCsv(await file.text()));
      const answer = rowsToSend(checked).length ? await importRows(checked, false, false) : null;
      setPreview(answer ? withDatabaseAnswer(checked, answer.rows) : checked);
    } catch (error) {
      setPreview(null);
      notices.error(messages.previewError, error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const answer = await importRows(preview, true, allOrNothing);
      if (!answer.written) {
        // Someone changed the data since the preview: show what the database now says.
        setPreview(withDatabaseAnswer(preview, answer.rows));
        notices.error(messages.nothingWritten);
        return;
      }
      const done = answer.rows.filter((row) => !row.error);
      notices.success(
        messages.imported(
          done.filter((row) => row.action === 'insert').length,
          done.filter((row) => row.action === 'update').length,
        ),
      );
      refresh();
      onClose();
    } catch (error) {
      notices.error(messages.importError, error);
    } finally {
      setBusy(false);
    }
  };

  const counts = preview ? summary(preview) : null;
  const writable = counts ? counts.inserts + counts.updates : 0;
  const blocked = !counts || writable === 0 || (allOrNothing && counts.failing > 0);

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Import {spec.noun} from CSV</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2">
          One row per record, with a header row naming the columns: {spec.columns.join(', ')}. A row whose{' '}
          {spec.key.join(' and ')} already exists updates it; the others are added. Lists go in one cell separated by
          semicolons. Commas or semicolons between cells both work (Excel), and nothing is written until you confirm.
        </Typography>
        {Object.keys(spec.figures).length > 0 && (
          <Typography variant="body2">
            Each figure ({Object.keys(spec.figures).join(', ')}) takes the columns named after it: _state is known, none
            (the official page says there is none) or unchecked; a known amount is _low and _high (blank for one amount)
            in units of _currency with a decimal point, e.g. 4000.50, never cents; dates are YYYY-MM-DD; a known or none
            figure needs _source_url and _checked_on, a known one _applies_to (e.g. 2026/27). A figure without any
            column in the file stays as it is; a figure with some of its columns needs _state, _note and every column
            its state holds (an export has them all), since the row replaces the whole figure.
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="contained" component="label" disabled={busy}>
            Choose a CSV file
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label="CSV file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void read(file);
              }}
            />
          </Button>
          <Button onClick={() => downloadCSV(toCsv(spec.columns, spec.sample), `${spec.target}-sample`)}>
            Download a sample CSV
          </Button>
          {fileName && <Typography variant="body2">{busy ? `Checking ${fileName}…` : fileName}</Typography>}
        </Box>
        <Typography variant="body2" color="text.secondary">
          The sample's figures cite {SAMPLE_PAGE}, which is no official page: its rows show how a file is read and are
          never written.
        </Typography>
        {preview && counts && (
          <>
            <Alert severity={counts.failing ? 'warning' : 'success'} role="status">
              {messages.previewSummary(preview.rows.length, counts.inserts, counts.updates, counts.failing)}
            </Alert>
            {preview.missingColumns.length > 0 && (
              <Alert severity="info">
                No {preview.missingColumns.join(', ')} column: every row will be added as a new one.
              </Alert>
            )}
            {preview.ignoredColumns.length > 0 && (
              <Alert severity="info">Columns ignored (not ours): {preview.ignoredColumns.join(', ')}.</Alert>
            )}
            <Table size="small" aria-label="Rows to import">
              <TableHead>
                <TableRow>
                  <TableCell>Row</TableCell>
                  <TableCell>Record</TableCell>
                  <TableCell>Result</TableCell>
                  <TableCell>Public page</TableCell>
                  <TableCell>Problems</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.rows.map((row) => (
                  <TableRow key={row.line}>
                    <TableCell>{row.line}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.label}</TableCell>
                    <TableCell>
                      {row.problems.length ? 'Error' : row.action ? ACTION_LABELS[row.action] : '—'}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <PublicPage spec={spec} row={row} />
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {row.problems.map((problem) => (
                        <div key={`${problem.column}:${problem.message}`}>
                          {problem.column ? <strong>{problem.column}: </strong> : null}
                          {problem.message}
                        </div>
                      ))}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <RadioGroup
              value={allOrNothing ? 'all' : 'valid'}
              onChange={(event) => setAllOrNothing(event.target.value === 'all')}
              aria-label="What to write"
            >
              <FormControlLabel
                value="valid"
                control={<Radio />}
                label="Write the valid rows, skip the rows with errors"
              />
              <FormControlLabel value="all" control={<Radio />} label="Write nothing unless every row is valid" />
            </RadioGroup>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={busy || blocked}>
          {writable ? `Import ${writable} ${writable === 1 ? 'row' : 'rows'}` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default ImportDialog;
