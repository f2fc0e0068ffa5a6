import type { City } from '@app/shared/entities';
import { formatAdminDate, formatMoney } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { Datagrid, FunctionField, TextField } from 'react-admin';
import { actionsColumn } from '../../common/actions.tsx';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';
import { StaleBadge } from '../../common/StaleBadge.tsx';

const CityForm = lazy(() => import('./CityForm.tsx'));
const messages = adminMessages.cities;

const range = (city: City, key: 'housing_shared' | 'food') => {
  const low = formatMoney(city[`${key}_low_cents`], city.currency);
  const high = formatMoney(city[`${key}_high_cents`], city.currency);
  return low === null ? '—' : low === high ? low : `${low}–${high}`;
};

export const CityList = () => (
  <ListPage fetchError={messages.fetchError} dialog={<CityForm />} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <TextField source="name" label="City" />
      <TextField source="country_code" label="Country" />
      <FunctionField<City> label="Shared flat a month" render={(city) => range(city, 'housing_shared')} />
      <FunctionField<City> label="Food a month" render={(city) => range(city, 'food')} />
      <FunctionField<City>
        label="Checked on"
        sortBy="checked_on"
        render={(city) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <span>{formatAdminDate(city.checked_on, 'Not yet')}</span>
            <StaleBadge checkedOn={city.checked_on} />
          </Stack>
        )}
      />
      {actionsColumn({ messages })}
    </Datagrid>
  </ListPage>
);

export default CityList;
