import { adminMessages } from '@app/shared/messages';
import { lazy } from 'react';
import { Datagrid, FunctionField, NumberField, TextField } from 'react-admin';
import { actionsColumn } from '../../common/actions.tsx';
import { NameWithLink } from '../../common/fields.tsx';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';

const UniversityForm = lazy(() => import('./UniversityForm.tsx'));

const messages = adminMessages.universities;

type UniversityRecord = {
  university_name: string;
  official_website_url: string | null;
  city: string | null;
  country: string | null;
  /** `programs(count)` embeds (registry listSelect); absent on a row just saved, until the list reloads. */
  programs?: [{ count: number }];
  programs_missing_figures?: [{ count: number }];
};

const countOf = (embed: [{ count: number }] | undefined) => embed?.[0]?.count;

export const UniversityList = () => (
  <ListPage
    fetchError={messages.fetchError}
    dialog={<UniversityForm />}
    sort={{ field: 'university_name', order: 'ASC' }}
  >
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <FunctionField<UniversityRecord>
        label="Name"
        sortBy="university_name"
        render={(record) => (
          <NameWithLink name={record.university_name} url={record.official_website_url} linkText="Website" />
        )}
      />
      <FunctionField<UniversityRecord>
        label="Location"
        sortBy="country"
        render={(record) => [record.city, record.country].filter(Boolean).join(', ')}
      />
      <TextField source="institution_type" label="Type" />
      <FunctionField<UniversityRecord> label="Programs" render={(record) => countOf(record.programs) ?? ''} />
      <FunctionField<UniversityRecord>
        label="Programs to check"
        render={(record) => countOf(record.programs_missing_figures) ?? ''}
      />
      <NumberField source="global_ranking" label="Ranking" />
      {actionsColumn({ messages })}
    </Datagrid>
  </ListPage>
);

export default UniversityList;
