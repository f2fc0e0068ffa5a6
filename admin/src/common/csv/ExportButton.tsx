// 'Export CSV' on every list: the rows the list shows (its current search, filters and sort), all of
// them (the data provider reads page after page). An importable resource exports exactly its import
// columns, so the file imports back unchanged; a list that also imports rows it edits inside its own
// (universities: programmes) exports those too, each with its own button.
import { adminMessages } from '@app/shared/messages';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { downloadCSV, type RaRecord, useDataProvider, useListContext } from 'react-admin';
import type { AppDataProvider, ImportTarget } from '../../providers/types.ts';
import { useNotices } from '../notices.tsx';
import { useResources } from '../resources-context.ts';

const csvOf = async (columns: readonly string[], rows: readonly Record<string, unknown>[]) =>
  (await import('./csv.ts')).toCsv(columns, rows);

/** The rows in the import's columns (the CSV writer and the schemas load on first export, not with the list). */
async function importCsv(target: ImportTarget, rows: readonly Record<string, unknown>[]) {
  const { IMPORT_SPECS, rowToCells } = await import('./import-specs.ts');
  const spec = IMPORT_SPECS[target];
  return csvOf(
    spec.columns,
    rows.map((row) => rowToCells(spec, row)),
  );
}

/** Every field the list read, in first-seen order; embedded rows and JSON cells are written as JSON. */
const columnsOf = (records: readonly RaRecord[]) => [...new Set(records.flatMap((record) => Object.keys(record)))];

const today = () => new Date().toISOString().slice(0, 10);

/** A button that builds a CSV file when pressed and downloads it as `<name>-<today>.csv`. */
const DownloadButton = ({
  label,
  name,
  disabled,
  build,
}: {
  label: string;
  name: string;
  disabled?: boolean;
  build: () => Promise<string>;
}) => {
  const notices = useNotices();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadCSV(await build(), `${name}-${today()}`);
    } catch (error) {
      notices.error(adminMessages.csvImport.exportError, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={download} disabled={busy || disabled}>
      {label}
    </Button>
  );
};

/** `filter`: the list's permanent filter (a List's `filter` prop), which the list context does not hold. */
export const ExportButton = ({ filter }: { filter?: Record<string, unknown> }) => {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const own = useResources().byName(resource).imports?.[0];
  const build = async () => {
    const rows = await dataProvider.listAll(resource, { filter: { ...filterValues, ...filter }, sort });
    return own ? importCsv(own, rows) : csvOf(columnsOf(rows), rows);
  };
  return <DownloadButton label="Export CSV" name={resource} disabled={!total} build={build} />;
};

/** Every row of an import target edited inside this list's rows, in that import's columns. */
export const ExportNestedButton = ({ target }: { target: ImportTarget }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const build = async () => importCsv(target, await dataProvider.importRowsOf(target));
  return <DownloadButton label={`Export ${target}`} name={target} build={build} />;
};
