import type { Country } from '@app/shared/entities/country';
import { adminMessages } from '@app/shared/messages';
import { lazy } from 'react';
import { Datagrid, FunctionField, TextField } from 'react-admin';
import { actionsColumn } from '../../common/actions.tsx';
import { figureText } from '../../common/figures.ts';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';
import { oldestCheckColumn } from '../../common/oldestCheckColumn.tsx';

const CountryForm = lazy(() => import('./CountryForm.tsx'));
const messages = adminMessages.countries;

export const CountryList = () => (
  <ListPage fetchError={messages.fetchError} dialog={<CountryForm />} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <TextField source="name" label="Country" />
      <TextField source="code" label="Code" />
      <FunctionField<Country> label="Proof of funds a year" render={(c) => figureText(c.proof_of_funds, 'money')} />
      <FunctionField<Country>
        label="Checklist steps"
        render={(c) => (Array.isArray(c.checklist) ? c.checklist.length : 0)}
      />
      {oldestCheckColumn('countries')}
      {actionsColumn({ messages })}
    </Datagrid>
  </ListPage>
);

export default CountryList;
