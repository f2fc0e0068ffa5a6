// A list column: the earliest day any of the row's figures was checked, and the stale badge when some
// figure is older than the limit. Figures are checked one by one, so this is the one date that says how
// current the row is.
import type { FigureTable } from '@app/shared/figures';
import { formatAdminDate } from '@app/shared/format';
import Stack from '@mui/material/Stack';
import { FunctionField } from 'react-admin';
import { oldestCheck } from './figures.ts';
import { StaleBadge } from './StaleBadge.tsx';

/** A function, not a component: Datagrid reads its columns' labels from its direct children's props. */
export const oldestCheckColumn = (table: FigureTable) => (
  <FunctionField<Record<string, unknown>>
    label="Oldest check"
    render={(record) => (
      <Stack direction="row" spacing={1} alignItems="center">
        <span>{formatAdminDate(oldestCheck(table, record), 'Nothing checked yet')}</span>
        <StaleBadge table={table} record={record} />
      </Stack>
    )}
  />
);
