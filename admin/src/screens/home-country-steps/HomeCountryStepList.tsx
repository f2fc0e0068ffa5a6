// The home-country rules: each step with the home country and destination it is for, how long it
// takes and the day its official page was read (stale after STALE_AFTER_MONTHS, as figures are).
// Filtered by home country and destination; the steps of one home country read in their order.
import { HOME_COUNTRIES } from '@app/shared/consultations';
import type { HomeCountryStep } from '@app/shared/entities/home-country-step';
import { STALE_AFTER_MONTHS } from '@app/shared/figures';
import { formatAdminDate } from '@app/shared/format';
import { resourceMessages } from '@app/shared/messages';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { Datagrid, FunctionField, SelectInput, TextField, useGetList } from 'react-admin';
import { actionsColumn } from '../../common/actions.tsx';
import { staleBefore, todayIso } from '../../common/figures.ts';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';

const HomeCountryStepForm = lazy(() => import('./HomeCountryStepForm.tsx'));
const messages = resourceMessages('home-country step', 'home-country steps', true);

// The rules' home countries (home_country_steps_home_country): everyone but Other. Not the entity
// module's list: that would load zod with the list.
const HOME_CHOICES = HOME_COUNTRIES.map((country) => ({ id: country, name: country }));

/** "Checked on" like a figure's, with the badge once the page wants reading again. */
const CheckedOn = ({ day }: { day: string }) => (
  <Stack direction="row" spacing={1} alignItems="center">
    <span>{formatAdminDate(day, day)}</span>
    {day < staleBefore(todayIso()) && (
      <Chip size="small" color="warning" label={`Checked more than ${STALE_AFTER_MONTHS} months ago`} />
    )}
  </Stack>
);

const HomeCountryStepList = () => {
  // The destinations the site has guides for; a rule may also be for every destination (blank).
  const { data: countries = [] } = useGetList('countries', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  });
  const nameOf = (code: string | null) =>
    code === null ? 'Every destination' : (countries.find((c) => c.code === code)?.name ?? code);
  const filters = [
    <SelectInput
      key="home_country"
      source="home_country"
      label="Home country"
      choices={HOME_CHOICES}
      emptyText="All home countries"
      alwaysOn
    />,
    <SelectInput
      key="destination_code"
      source="destination_code"
      label="Destination"
      choices={countries.map((c) => ({ id: c.code, name: c.name }))}
      emptyText="All destinations"
      alwaysOn
    />,
  ];
  return (
    <ListPage
      fetchError={messages.fetchError}
      dialog={<HomeCountryStepForm />}
      sort={{ field: 'home_country', order: 'ASC' }}
      filters={filters}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
        <TextField source="home_country" label="Home country" />
        <FunctionField<HomeCountryStep>
          label="Destination"
          sortBy="destination_code"
          render={(r) => nameOf(r.destination_code)}
        />
        <FunctionField<HomeCountryStep>
          label="Step"
          sortBy="title"
          render={(r) => (
            <MuiLink href={r.official_url} target="_blank" rel="noopener noreferrer">
              {r.title}
            </MuiLink>
          )}
        />
        <FunctionField<HomeCountryStep> label="Level" sortBy="level" render={(r) => r.level ?? 'Every level'} />
        <FunctionField<HomeCountryStep>
          label="Lead time"
          sortBy="lead_time_days"
          render={(r) => `${r.lead_time_days} ${r.lead_time_days === 1 ? 'day' : 'days'}`}
        />
        <TextField source="applies_to" label="Applies to" />
        <FunctionField<HomeCountryStep>
          label="Checked on"
          sortBy="checked_on"
          render={(r) => <CheckedOn day={r.checked_on} />}
        />
        {actionsColumn({ messages })}
      </Datagrid>
    </ListPage>
  );
};

export default HomeCountryStepList;
