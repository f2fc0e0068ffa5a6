// The queue of visitors' suggested corrections, pending ones first: the figure and what it belongs to,
// its value as stored now (read live from its row), what the visitor suggests, their page and note.
// Accepting writes the checked figure and closes the suggestion in one transaction; rejecting needs a
// reason (both are database functions, reached through the data provider).
import { formatAdminDate, formatAdminDateTime } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, SelectInput } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DeleteAction } from '../../common/actions.tsx';
import { EmptyText, ListPage } from '../../common/ListPage.tsx';
import { FIGURE_TARGETS } from '../../providers/figureReview.ts';
import { FigureValue, SourceLink } from './FigureValue.tsx';
import { ReviewActions } from './ReviewActions.tsx';
import { ReviewDialogs } from './ReviewDialogs.tsx';
import { editPathOf, figureInfo, type Suggestion } from './review.ts';

const messages = adminMessages.suggestions;

const STATUS_LABELS = { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' } as const;
const STATUS_CHOICES = Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }));
const filters = [
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="Any status" alwaysOn />,
];
const PENDING = { status: 'pending' };
const META = { [FIGURE_TARGETS]: true };

const Subject = ({ suggestion }: { suggestion: Suggestion }) => {
  const { target } = suggestion;
  const path = editPathOf(suggestion);
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <strong>{figureInfo(suggestion.table_name, suggestion.figure)?.label ?? suggestion.figure}</strong>
      {target ? (
        <span>
          {path ? (
            <Link component={RouterLink} to={path}>
              {target.name}
            </Link>
          ) : (
            target.name
          )}
          {target.context && ` · ${target.context}`}
        </span>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {messages.rowGone}
        </Typography>
      )}
    </Stack>
  );
};

const Current = ({ suggestion }: { suggestion: Suggestion }) => {
  const info = figureInfo(suggestion.table_name, suggestion.figure);
  const current = suggestion.target?.current;
  return info && current ? <FigureValue figure={current} kind={info.kind} /> : '—';
};

/** A cell's width on a laptop: the queue's texts wrap within it rather than widen the page. */
const Width = ({ min, max, children }: { min: number; max?: number; children: ReactNode }) => (
  <Box sx={{ minWidth: { sm: min }, maxWidth: max, overflowWrap: 'anywhere' }}>{children}</Box>
);

/** What the visitor sent: the value, the page it comes from and their note. */
const Suggested = ({ suggestion }: { suggestion: Suggestion }) => (
  <Stack spacing={0.5} sx={{ minWidth: 0 }}>
    <span>{suggestion.suggested_value}</span>
    <SourceLink url={suggestion.source_url} />
    {suggestion.note && (
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
        Note: {suggestion.note}
      </Typography>
    )}
  </Stack>
);

/** When it came, where it stands, and when and why it was decided. */
const Received = ({ suggestion }: { suggestion: Suggestion }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
    <span>{formatAdminDateTime(suggestion.created_at, '')}</span>
    <Chip
      size="small"
      color={suggestion.status === 'pending' ? 'warning' : 'default'}
      label={STATUS_LABELS[suggestion.status]}
    />
    {suggestion.reviewed_at && (
      <Typography variant="caption" color="text.secondary">
        {formatAdminDate(suggestion.reviewed_at, '')}
      </Typography>
    )}
    {suggestion.reject_reason && <Typography variant="caption">{suggestion.reject_reason}</Typography>}
  </Stack>
);

// Five columns, the buttons stacked: the queue fits a laptop beside the sidebar without scrolling sideways.
// The review dialog sits above the list, so a reload of the queue cannot close it.
const SuggestionList = () => (
  <ReviewDialogs>
    <ListPage
      fetchError={messages.fetchError}
      sort={{ field: 'status', order: 'ASC' }}
      filters={filters}
      filterDefaultValues={PENDING}
      meta={META}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyText>{messages.empty}</EmptyText>}>
        <FunctionField<Suggestion>
          label="Figure"
          render={(s) => (
            <Width min={150} max={240}>
              <Subject suggestion={s} />
            </Width>
          )}
        />
        <FunctionField<Suggestion>
          label="Current value"
          render={(s) => (
            <Width min={150} max={260}>
              <Current suggestion={s} />
            </Width>
          )}
        />
        <FunctionField<Suggestion>
          label="Suggested value"
          render={(s) => (
            <Width min={160} max={280}>
              <Suggested suggestion={s} />
            </Width>
          )}
        />
        <FunctionField<Suggestion> label="Received" sortBy="created_at" render={(s) => <Received suggestion={s} />} />
        <FunctionField
          label="Actions"
          textAlign="right"
          render={() => (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
              <ReviewActions />
              <DeleteAction messages={messages} />
            </Stack>
          )}
        />
      </Datagrid>
    </ListPage>
  </ReviewDialogs>
);

export default SuggestionList;
