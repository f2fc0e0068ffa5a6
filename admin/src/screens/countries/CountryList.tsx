import type { Country } from '@app/shared/entities';
import { formatAdminDate, formatMoney } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { Datagrid, FunctionField, TextField } from 'react-admin';
import { actionsColumn } from '../../common/actions.tsx';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';
import { StaleBadge } from '../../common/StaleBadge.tsx';

const CountryForm = lazy(() => import('./CountryForm.tsx'));
const messages = adminMessages.countries;

export const CountryList = () => (
  <ListPage fetchError={messages.fetchError} dialog={<CountryForm />} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <TextField source="name" label="Country" />
      <TextField source="code" label="Code" />
      <FunctionField<Country>
        label="Proof of funds a year"
        render={(c) => formatMoney(c.proof_of_funds_cents, c.proof_of_funds_currency) ?? '—'}
      />
      <FunctionField<Country>
        label="Checklist steps"
        render={(c) => (Array.isArray(c.checklist) ? c.checklist.length : 0)}
      />
      <FunctionField<Country>
        label="Checked on"
        sortBy="checked_on"
        render={(c) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <span>{formatAdminDate(c.checked_on, 'Not yet')}</span>
            <StaleBadge checkedOn={c.checked_on} />
          </Stack>
        )}
      />
      {actionsColumn({ messages })}
    </Datagrid>
  </ListPage>
);

export default CountryList;
