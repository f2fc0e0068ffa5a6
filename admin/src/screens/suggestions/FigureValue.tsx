// A figure as it is stored, in its state: Known with its value, Confirmed none or Not checked yet, and
// for a checked one the year it is for, the day it was checked and its official page.
import type { Figure, FigureKind } from '@app/shared/figures';
import { formatAdminDate } from '@app/shared/format';
import { externalHref } from '@app/shared/safe-url';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FIGURE_STATE_LABELS, figureText } from '../../common/figures.ts';

const STATE_COLORS = { known: 'success', none: 'info', unchecked: 'default' } as const;

// A long address is cut short on screen (its full text stays the link's name and tooltip).
const truncated = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
} as const;

/** A stored or suggested page: a link in a new tab when it is a safe http(s) URL, else its text. */
export const SourceLink = ({ url, children }: { url: string; children?: string }) => {
  const href = externalHref(url);
  if (!href) return <span style={{ overflowWrap: 'anywhere' }}>{url}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" title={url} sx={children ? undefined : truncated}>
      {children ?? url}
    </Link>
  );
};

export const FigureValue = ({ figure, kind }: { figure: Figure; kind: FigureKind }) => (
  <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
    <Chip
      size="small"
      variant="outlined"
      color={STATE_COLORS[figure.state]}
      label={FIGURE_STATE_LABELS[figure.state]}
    />
    {figure.state === 'known' && <span>{figureText(figure, kind)}</span>}
    {figure.state !== 'unchecked' && (
      <Typography variant="caption" color="text.secondary">
        {figure.applies_to ? `For ${figure.applies_to} · ` : ''}checked {formatAdminDate(figure.checked_on, '')} ·{' '}
        <SourceLink url={figure.source_url}>official page</SourceLink>
      </Typography>
    )}
    {figure.note && (
      <Typography variant="caption" color="text.secondary">
        Note: {figure.note}
      </Typography>
    )}
  </Stack>
);
