// 'Export CSV' on every list: the rows the list shows (its current search, filters and sort), all of
// them, read a page of 1000 at a time (hosted PostgREST answers at most 1000 rows per request). An
// importable resource exports exactly its import columns, so the file imports back unchanged.
import { adminMessages } from '@app/shared/messages';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { type DataProvider, downloadCSV, type RaRecord, useDataProvider, useListContext } from 'react-admin';
import { rest } from '../../providers/supabase.ts';
import { useNotices } from '../notices.tsx';
import { IMPORT_TARGETS_OF_RESOURCE, type ImportTarget } from './import-targets.ts';

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

const PAGE = 1000;

/** Every field the list read, in first-seen order; embedded rows and JSON cells are written as JSON. */
const columnsOf = (records: readonly RaRecord[]) => [...new Set(records.flatMap((record) => Object.keys(record)))];

async function allRows(
  dataProvider: DataProvider,
  resource: string,
  params: { filter: Record<string, unknown>; sort: { field: string; order: 'ASC' | 'DESC' } },
) {
  const rows: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total } = await dataProvider.getList(resource, { ...params, pagination: { page, perPage: PAGE } });
    rows.push(...data);
    if (data.length < PAGE || (total !== undefined && rows.length >= total)) return rows;
  }
}

const today = () => new Date().toISOString().slice(0, 10);

/** `filter`: the list's permanent filter (a List's `filter` prop), which the list context does not hold. */
export const ExportButton = ({ filter }: { filter?: Record<string, unknown> }) => {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notices = useNotices();
  const [busy, setBusy] = useState(false);
  const exportList = async () => {
    setBusy(true);
    try {
      const rows = await allRows(dataProvider, resource, { filter: { ...filterValues, ...filter }, sort });
      const own = IMPORT_TARGETS_OF_RESOURCE[resource]?.[0];
      downloadCSV(own ? await importCsv(own, rows) : await csvOf(columnsOf(rows), rows), `${resource}-${today()}`);
    } catch (error) {
      notices.error(adminMessages.csvImport.exportError, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={exportList} disabled={busy || !total}>
      Export CSV
    </Button>
  );
};

/** Every programme with its university's slug, in the programme import's columns. */
export const ExportProgramsButton = () => {
  const notices = useNotices();
  const [busy, setBusy] = useState(false);
  const exportPrograms = async () => {
    setBusy(true);
    try {
      const rows: Record<string, unknown>[] = [];
      for (let from = 0; ; from += PAGE) {
        const { data, error } = await rest
          .from('programs')
          .select('*, universities_data!inner(slug)')
          .order('id')
          .range(from, from + PAGE - 1);
        if (error) throw error;
        rows.push(
          ...data.map(({ universities_data, ...program }) => ({ ...program, university_slug: universities_data.slug })),
        );
        if (data.length < PAGE) break;
      }
      downloadCSV(await importCsv('programs', rows), `programs-${today()}`);
    } catch (error) {
      notices.error(adminMessages.csvImport.exportError, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={exportPrograms} disabled={busy}>
      Export programs
    </Button>
  );
};
