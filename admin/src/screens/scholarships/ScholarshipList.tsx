// The scholarships: each with its official page, who funds it, where and for whom, what it pays (one
// line per part; an amount nobody checked says so) and its deadline, with the day its page was read and
// the stale badge when its dates want checking again. Searched by name, provider or URL name; the CSV
// import and export are the list's (index.ts).
import type { Scholarship } from '@app/shared/entities/scholarship';
import { formatAdminDate } from '@app/shared/format';
import { resourceMessages } from '@app/shared/messages';
import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { Datagrid, FunctionField, TextField } from 'react-admin';
import { actionsColumn } from '../../common/actions.tsx';
import { NameWithLink } from '../../common/fields.tsx';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';
import { StaleBadge } from '../../common/StaleBadge.tsx';
import { awardPartText, deadlineText } from './awardText.ts';
import { countryNames } from './countries.ts';

const ScholarshipForm = lazy(() => import('./ScholarshipForm.tsx'));
const messages = resourceMessages('scholarship', 'scholarships', true);

const ScholarshipList = () => (
  <ListPage fetchError={messages.fetchError} dialog={<ScholarshipForm />} sort={{ field: 'name', order: 'ASC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <FunctionField<Scholarship>
        label="Name"
        sortBy="name"
        render={(r) => <NameWithLink name={r.name} url={r.official_url} linkText="Official page" />}
      />
      <TextField source="provider" label="Provider" />
      <FunctionField<Scholarship> label="Destinations" render={(r) => countryNames(r.destination_codes, '')} />
      <FunctionField<Scholarship>
        label="Nationalities"
        render={(r) =>
          r.nationalities_checked ? countryNames(r.nationalities, 'Every nationality') : 'Not checked yet'
        }
      />
      <FunctionField<Scholarship>
        label="Pays"
        render={(r) => (
          <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {r.covers.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts have no id; their order is the row's
              <li key={index}>{awardPartText(part)}</li>
            ))}
          </Stack>
        )}
      />
      <FunctionField<Scholarship> label="Deadline" render={(r) => deadlineText(r.deadline)} />
      <FunctionField<Scholarship>
        label="Checked on"
        sortBy="checked_on"
        render={(r) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <span>{formatAdminDate(r.checked_on, r.checked_on)}</span>
            <StaleBadge table="scholarships" record={r} />
          </Stack>
        )}
      />
      {actionsColumn({ messages })}
    </Datagrid>
  </ListPage>
);

export default ScholarshipList;
