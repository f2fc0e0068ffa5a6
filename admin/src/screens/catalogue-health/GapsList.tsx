// Programmes with what each lacks and which figures are older than 12 months (public.program_figure_gaps),
// filterable by country and by what they lack. "Check next" is the same list narrowed to the programmes
// with something to check, in a fixed order: the soonest known deadline first (unknown last), then the
// most shortlisted. Each row opens its university's dialog, where its programmes are edited.
import { FIGURE_COLUMNS } from '@app/shared/figures';
import { formatAdminDate } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import {
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  type SortPayload,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { ExportButton } from '../../common/csv/ExportButton.tsx';
import { EmptyText } from '../../common/ListPage.tsx';
import { useNotices } from '../../common/notices.tsx';
import { ResponsiveDatagrid } from '../../common/ResponsiveDatagrid.tsx';
import { useResources } from '../../common/resources-context.ts';
import { VisuallyHidden } from '../../common/VisuallyHidden.tsx';
import { SEARCH_FILTER } from '../../providers/dataProvider.ts';
import { searchPlaceholder } from '../texts.ts';
import { useCountryNames } from './useCountryNames.ts';

const messages = adminMessages.catalogueHealth;

type Gap = {
  id: number;
  name: string;
  level: string;
  university_id: number;
  university_name: string;
  country_code: string | null;
  lacks: string[];
  stale: string[];
  next_deadline: string | null;
  shortlisted: number;
};

const labelOf = (figure: string) =>
  (FIGURE_COLUMNS.programs as Record<string, { label: string }>)[figure]?.label ?? figure;

/** Filters that hold when ticked (the view's flags; `lacks_anything` and `needs_check` are named filters). */
const FLAGS = [
  { key: 'lacks_anything', label: 'Lacks anything' },
  { key: 'lacks_tuition', label: 'Lacks non-EU tuition' },
  { key: 'lacks_deadline', label: 'Lacks deadline' },
  { key: 'lacks_english', label: 'Lacks English requirement' },
] as const;

const FlagFilters = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const toggle = (key: string, on: boolean) => {
    const { [key]: _dropped, ...others } = filterValues;
    setFilters(on ? { ...others, [key]: true } : others, displayedFilters);
  };
  return (
    <FormGroup row sx={{ px: 2, pt: 1, columnGap: 1 }}>
      {FLAGS.map(({ key, label }) => (
        <FormControlLabel
          key={key}
          label={label}
          control={
            <Checkbox
              size="small"
              checked={filterValues[key] === true}
              onChange={(e) => toggle(key, e.target.checked)}
            />
          }
        />
      ))}
    </FormGroup>
  );
};

/** One figure a line, unwrapped, so a row is as tall as its longest list and no taller. */
const Labels = ({ figures }: { figures: string[] }) =>
  figures.length === 0 ? (
    '—'
  ) : (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', whiteSpace: { sm: 'nowrap' }, fontSize: '0.8125rem' }}>
      {figures.map((figure) => (
        <li key={figure}>{labelOf(figure)}</li>
      ))}
    </Box>
  );

const EditUniversity = ({ gap }: { gap: Gap }) => (
  <Button size="small" startIcon={<EditIcon />} component={Link} to={`/universities/${gap.university_id}`}>
    Edit
    <VisuallyHidden>
      {' '}
      {gap.name} at {gap.university_name}
    </VisuallyHidden>
  </Button>
);

const CHECK_NEXT_SORT: SortPayload = { field: 'next_deadline', order: 'ASC' };
const GAPS_SORT: SortPayload = { field: 'lacking', order: 'DESC' };
const NEEDS_CHECK = { needs_check: true };

export const GapsList = ({ checkNext }: { checkNext: boolean }) => {
  const definition = useResources().byName('catalogue-health');
  const notices = useNotices();
  const { nameOf, choices } = useCountryNames();
  // Check next keeps its order: its columns do not sort.
  const sortable = !checkNext;
  const filters = [
    <SearchInput
      key={SEARCH_FILTER}
      source={SEARCH_FILTER}
      alwaysOn
      placeholder={searchPlaceholder(definition)}
      aria-label="Search"
    />,
    <SelectInput
      key="country"
      source="country_code"
      label="Country"
      choices={choices}
      emptyText="Any country"
      alwaysOn
    />,
  ];
  return (
    <List
      resource={definition.name}
      storeKey={checkNext ? 'catalogue-health.checkNext' : 'catalogue-health.programmes'}
      title={definition.label}
      sort={checkNext ? CHECK_NEXT_SORT : GAPS_SORT}
      filter={checkNext ? NEEDS_CHECK : undefined}
      filters={filters}
      perPage={25}
      empty={false}
      actions={
        <TopToolbar>
          <ExportButton filter={checkNext ? NEEDS_CHECK : undefined} />
        </TopToolbar>
      }
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      queryOptions={{ onError: (error) => notices.error(messages.programsFetchError, error) }}
    >
      <FlagFilters />
      <ResponsiveDatagrid
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyText>{checkNext ? messages.checkNextEmpty : messages.empty}</EmptyText>}
      >
        <FunctionField<Gap>
          label="Programme"
          sortBy="name"
          sortable={sortable}
          render={(gap) => `${gap.name}, ${gap.level}`}
        />
        <FunctionField<Gap>
          label="University"
          sortBy="university_name"
          sortable={sortable}
          render={(gap) => gap.university_name}
        />
        <FunctionField<Gap>
          label="Country"
          sortBy="country_code"
          sortable={sortable}
          render={(gap) => nameOf(gap.country_code)}
        />
        <FunctionField<Gap>
          label="Lacks"
          sortBy="lacking"
          sortable={sortable}
          render={(gap) => <Labels figures={gap.lacks} />}
        />
        <FunctionField<Gap>
          label="Older than 12 months"
          sortBy="stale_count"
          sortable={sortable}
          render={(gap) => <Labels figures={gap.stale} />}
        />
        <FunctionField<Gap>
          label="Next deadline"
          sortBy="next_deadline"
          sortable={sortable}
          render={(gap) => formatAdminDate(gap.next_deadline, 'Not known')}
        />
        <FunctionField<Gap>
          label="Shortlisted"
          sortBy="shortlisted"
          sortable={sortable}
          render={(gap) => gap.shortlisted}
        />
        <FunctionField<Gap> label="Actions" textAlign="right" render={(gap) => <EditUniversity gap={gap} />} />
      </ResponsiveDatagrid>
    </List>
  );
};
