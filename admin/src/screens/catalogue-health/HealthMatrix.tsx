// The catalogue per figure and country: one count per cell, for the state chosen above the table (all
// four at once made 19 figures × a dozen countries unreadable on a laptop), shaded by its share of the
// rows, with each figure's total first so it stays in view while the countries scroll sideways.
import { adminMessages } from '@app/shared/messages';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo, useState } from 'react';
import { Spinner } from '../../common/ListPage.tsx';
import { useProviderRead } from '../../common/useProviderRead.ts';
import { buildMatrix, type Cell, MEASURES, type Measure } from './matrix.ts';
import { useCountryNames } from './useCountryNames.ts';

const COLORS: Record<Measure, string> = {
  unchecked: '#b26a00',
  known: '#2e7d32',
  confirmed_none: '#0277bd',
  stale: '#d32f2f',
};

// The first column stays put while the countries scroll.
const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

type CountCellProps = { cell: Cell | undefined; measure: Measure; total?: boolean };

const CountCell = ({ cell, measure, total = false }: CountCellProps) => {
  if (!cell || cell.rows === 0) {
    return (
      <TableCell align="right" sx={{ color: 'text.disabled' }}>
        —
      </TableCell>
    );
  }
  const share = cell.count / cell.rows;
  return (
    <TableCell
      align="right"
      title={`${cell.count} of ${cell.rows}`}
      sx={{
        bgcolor: cell.count ? alpha(COLORS[measure], 0.08 + 0.3 * share) : undefined,
        fontWeight: total ? 600 : undefined,
      }}
    >
      {cell.count}
    </TableCell>
  );
};

export const HealthMatrix = () => {
  const [measure, setMeasure] = useState<Measure>('unchecked');
  const health = useProviderRead((provider) => provider.catalogueHealth(), adminMessages.catalogueHealth.fetchError);
  const { nameOf } = useCountryNames();
  const matrix = useMemo(() => buildMatrix(health.data ?? [], measure, nameOf), [health.data, measure, nameOf]);
  if (health.isPending) return <Spinner />;
  if (!health.data) return null;
  const columns = 2 + matrix.countries.length;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={measure}
        onChange={(_event, value: Measure | null) => value && setMeasure(value)}
        aria-label="Count"
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.entries(MEASURES).map(([value, label]) => (
          <ToggleButton key={value} value={value}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ overflowX: 'auto', minWidth: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" sx={{ '& th, & td': { px: 0.75, whiteSpace: 'nowrap' } }}>
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px' }}>
            {MEASURES[measure]}: rows per figure and country{measure === 'stale' ? ' (of the checked ones)' : ''}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={sticky}>
                Figure
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                All countries
              </TableCell>
              {matrix.countries.map((code) => (
                <TableCell key={code} component="th" scope="col" align="right">
                  {nameOf(code)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {matrix.groups.map((group) => (
              <Fragment key={group.table}>
                <TableRow>
                  <TableCell component="th" scope="colgroup" colSpan={columns} sx={{ bgcolor: 'action.hover' }}>
                    <Box component="span" sx={{ ...sticky, bgcolor: 'transparent', fontWeight: 600 }}>
                      {group.title}
                    </Box>
                  </TableCell>
                </TableRow>
                {group.rows.map((row) => (
                  <TableRow key={row.figure} hover>
                    <TableCell
                      component="th"
                      scope="row"
                      sx={{ ...sticky, '&&': { whiteSpace: 'normal' }, minWidth: 150, maxWidth: 220 }}
                    >
                      {row.label}
                    </TableCell>
                    <CountCell cell={row.total} measure={measure} total />
                    {matrix.countries.map((code) => (
                      <CountCell key={code} cell={row.cells[code]} measure={measure} />
                    ))}
                  </TableRow>
                ))}
              </Fragment>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="body2" color="text.secondary">
        — : no rows of that kind in the country. A programme’s non-EU tuition counts as families see it: its
        university’s published fee until its own is checked.
      </Typography>
    </Box>
  );
};
