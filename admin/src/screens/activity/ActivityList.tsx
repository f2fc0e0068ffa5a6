// Activity: every insert, update and delete staff made on the content tables, newest first, recorded
// by the database (migration create_audit_log), filterable by table, person (the search box) and date.
import { formatAdminDateTime } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import { AUDITED_TABLES } from '@app/shared/tables';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { Datagrid, DateInput, FunctionField, SelectInput, TextField } from 'react-admin';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';
import { useResources } from '../../common/resources-context.ts';
import type { Resources } from '../../providers/resources.ts';
import { type AuditChanges, describeChanges } from './changes.ts';

const messages = adminMessages.activity;

type Entry = {
  changed_at: string;
  actor_email: string | null;
  table_name: string;
  row_id: string;
  action: 'insert' | 'update' | 'delete';
  changes: AuditChanges;
};

/** Audited tables are named as the console's menu names them. */
const OTHER_LABELS: Record<string, string> = { premium_resource_links: 'Premium links' };
const tableLabel = (resources: Resources, table: string) =>
  resources.all.find((definition) => definition.table === table)?.label ?? OTHER_LABELS[table] ?? table;
const ACTIONS = { insert: 'Added', update: 'Changed', delete: 'Deleted' } as const;

// A day typed in the filters is a whole day in the browser's time zone.
const startOfDay = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : day);
const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : day);

const filtersOf = (resources: Resources) => [
  <SelectInput
    key="table"
    source="table_name"
    label="Table"
    choices={AUDITED_TABLES.map((table) => ({ id: table, name: tableLabel(resources, table) })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )}
    emptyText="Any table"
    alwaysOn
  />,
  <DateInput key="from" source="changed_at@gte" label="From" parse={startOfDay} alwaysOn />,
  <DateInput key="to" source="changed_at@lte" label="To" parse={endOfDay} alwaysOn />,
];

const ActivityList = () => {
  const resources = useResources();
  const filters = useMemo(() => filtersOf(resources), [resources]);
  return (
    <ListPage fetchError={messages.fetchError} sort={{ field: 'changed_at', order: 'DESC' }} filters={filters}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
        <FunctionField<Entry> label="When" sortBy="changed_at" render={(e) => formatAdminDateTime(e.changed_at, '—')} />
        <TextField source="actor_email" label="Who" emptyText="—" sx={{ overflowWrap: 'anywhere' }} />
        <FunctionField<Entry>
          label="What"
          sortBy="table_name"
          render={(e) => `${ACTIONS[e.action]} · ${tableLabel(resources, e.table_name)} #${e.row_id}`}
        />
        <FunctionField<Entry>
          label="Changes"
          render={(e) => (
            <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
              {describeChanges(e.action, e.changes).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          )}
        />
      </Datagrid>
    </ListPage>
  );
};

export default ActivityList;
