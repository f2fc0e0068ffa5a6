import { adminMessages } from '@app/shared/messages';
import { externalHref } from '@app/shared/safe-url';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Datagrid, FunctionField, NumberField, TextField } from 'react-admin';
import { DeleteAction, EditAction } from '../../common/actions.tsx';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';

const messages = adminMessages.universities;

type UniversityRecord = {
  university_name: string;
  official_website_url: string | null;
  city: string | null;
  country: string | null;
};

export const UniversityList = () => (
  <ListPage fetchError={messages.fetchError} sort={{ field: 'university_name', order: 'ASC' }}>
    <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
      <FunctionField<UniversityRecord>
        label="Name"
        sortBy="university_name"
        render={(record) => (
          <Box>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {record.university_name}
            </Box>
            {externalHref(record.official_website_url) && (
              <Link
                href={externalHref(record.official_website_url) ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, ml: 1, fontSize: '0.85em' }}
              >
                Website <OpenInNewIcon fontSize="inherit" />
              </Link>
            )}
          </Box>
        )}
      />
      <FunctionField<UniversityRecord>
        label="Location"
        sortBy="country"
        render={(record) => [record.city, record.country].filter(Boolean).join(', ')}
      />
      <TextField source="institution_type" label="Type" />
      <NumberField source="global_ranking" label="Ranking" />
      <FunctionField label="Actions" textAlign="right" render={() => <RowActions />} />
    </Datagrid>
  </ListPage>
);

const RowActions = () => (
  <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
    <EditAction />
    <DeleteAction messages={messages} />
  </Box>
);

export default UniversityList;
