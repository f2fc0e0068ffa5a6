// "Last changed by X on D" in an edit dialog: the newest audit entry of the record (the database's
// audit trigger writes them; see the Activity screen). Silent while loading or when it cannot be read.
import { formatAdminDateTime } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Typography from '@mui/material/Typography';
import { type Identifier, useGetList } from 'react-admin';

type Entry = { actor_email: string | null; changed_at: string };

export const LastChanged = ({ table, id }: { table: string; id: Identifier }) => {
  const { data, isPending, error } = useGetList<Entry & { id: number }>('activity', {
    filter: { table_name: table, row_id: String(id) },
    sort: { field: 'changed_at', order: 'DESC' },
    pagination: { page: 1, perPage: 1 },
  });
  if (isPending || error) return null;
  const last = data?.[0];
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 3 }} data-testid="last-changed">
      {last
        ? adminMessages.activity.lastChanged(
            last.actor_email ?? 'a staff member',
            formatAdminDateTime(last.changed_at, ''),
          )
        : adminMessages.activity.neverChanged}
    </Typography>
  );
};
