import type { City } from '@app/shared/entities/city';
import { adminMessages } from '@app/shared/messages';
import { lazy } from 'react';
import { Datagrid, FunctionField, TextField } from 'react-admin';
import { actionsColumn } from '../../common/actions.tsx';
import { figureText } from '../../common/figures.ts';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';
import { oldestCheckColumn } from '../../common/oldestCheckColumn.tsx';

const CityForm = lazy(() => import('./CityForm.tsx'));
const messages = adminMessages.cities;

export const CityList = () => (
  <ListPage fetchError={messages.fetchError} dialog={<CityForm />} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <TextField source="name" label="City" />
      <TextField source="country_code" label="Country" />
      <FunctionField<City> label="Shared flat a month" render={(city) => figureText(city.housing_shared, 'money')} />
      <FunctionField<City> label="Food a month" render={(city) => figureText(city.food, 'money')} />
      {oldestCheckColumn('cities')}
      {actionsColumn({ messages })}
    </Datagrid>
  </ListPage>
);

export default CityList;
