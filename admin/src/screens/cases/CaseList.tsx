// Students' cases: searchable by name or e-mail, filtered by stage and counsellor. A counsellor's list
// holds the cases assigned to them (RLS); an admin's holds everyone's. The name opens the case file.
import { CASE_STAGE_LABELS, CASE_STAGES } from '@app/shared/consultations';
import type { StudentCase as StudentCaseRow } from '@app/shared/entities/student-case';
import { formatAdminDate } from '@app/shared/format';
import { resourceMessages } from '@app/shared/messages';
import MuiLink from '@mui/material/Link';
import { Datagrid, FunctionField, SelectInput, TextField } from 'react-admin';
import { Link } from 'react-router-dom';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';
import { useCounsellors } from '../../common/useCounsellors.ts';
import { StageChip } from './StageChip.tsx';

const messages = resourceMessages('case', 'cases');

const STAGE_CHOICES = CASE_STAGES.map((stage) => ({ id: stage, name: CASE_STAGE_LABELS[stage] }));

const CaseList = () => {
  const { counsellors, nameOf } = useCounsellors();
  const filters = [
    <SelectInput key="stage" source="stage" label="Stage" choices={STAGE_CHOICES} emptyText="All stages" />,
    <SelectInput
      key="counsellor_id"
      source="counsellor_id"
      label="Counsellor"
      choices={counsellors.map(({ id, display_name }) => ({ id, name: display_name }))}
      emptyText="All counsellors"
    />,
  ];
  return (
    <ListPage fetchError={messages.fetchError} sort={{ field: 'updated_at', order: 'DESC' }} filters={filters}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
        <FunctionField<StudentCaseRow>
          label="Name"
          sortBy="name"
          render={(row) => (
            <MuiLink component={Link} to={`/cases/${row.id}/show`} sx={{ fontWeight: 500 }}>
              {row.name}
            </MuiLink>
          )}
        />
        <TextField source="email" label="E-mail" />
        <FunctionField<StudentCaseRow>
          label="Home country"
          sortBy="home_country"
          render={(r) => r.home_country ?? '—'}
        />
        <FunctionField<StudentCaseRow> label="Stage" sortBy="stage" render={(r) => <StageChip stage={r.stage} />} />
        <FunctionField<StudentCaseRow>
          label="Counsellor"
          sortBy="counsellor_id"
          render={(r) => nameOf(r.counsellor_id)}
        />
        <FunctionField<StudentCaseRow>
          label="Last change"
          sortBy="updated_at"
          render={(r) => formatAdminDate(r.updated_at, '—')}
        />
      </Datagrid>
    </ListPage>
  );
};

export default CaseList;
