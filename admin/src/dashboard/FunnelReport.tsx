// The funnel, measured (issue 32): from public.funnel_report, computed in the database from our own rows
// (no tracker) and readable by staff only. Per week and per home country: new cases (leads), those that
// booked, showed up or missed, how far they got since, and the conversion between the steps.
import { formatAdminDate } from '@app/shared/format';
import { adminMessages } from '@app/shared/messages';
import { notice } from '@app/shared/notice';
import InsightsIcon from '@mui/icons-material/Insights';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useProviderRead } from '../common/useProviderRead.ts';
import { type FunnelLine, funnelByCountry, funnelByWeek, funnelTotal, percent } from './funnel.ts';

const WEEKS = 12;
const fetchError = notice('Error reading the funnel');

const COLUMNS: { label: string; value: (line: FunnelLine) => string | number }[] = [
  { label: 'Leads', value: (l) => l.leads },
  { label: 'Booked', value: (l) => l.booked },
  { label: 'Showed up', value: (l) => l.showed_up },
  { label: 'No-shows', value: (l) => l.no_shows },
  { label: 'Consulted', value: (l) => l.consulted },
  { label: 'Applying', value: (l) => l.applying },
  { label: 'Admitted', value: (l) => l.admitted },
  { label: 'Visa', value: (l) => l.visa },
  { label: 'Enrolled', value: (l) => l.enrolled },
  { label: 'Closed', value: (l) => l.closed },
  { label: 'Booking rate', value: (l) => percent(l.booking_rate) },
  { label: 'Show-up rate', value: (l) => percent(l.show_up_rate) },
  { label: 'Enrolment rate', value: (l) => percent(l.enrolment_rate) },
];

const FunnelTable = ({
  caption,
  first,
  lines,
  total,
}: {
  caption: string;
  first: string;
  lines: FunnelLine[];
  total?: FunnelLine;
}) => (
  // Wide tables scroll inside their own box on phones; focusable so a keyboard can scroll it too. The
  // inline-size containment keeps the table's width from widening the page around the box.
  <Box sx={{ overflowX: 'auto', contain: 'inline-size' }} tabIndex={0} role="region" aria-label={caption}>
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '8px 0' }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {first}
          </TableCell>
          {COLUMNS.map(({ label }) => (
            <TableCell key={label} component="th" scope="col" align="right">
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.key}>
            <TableCell component="th" scope="row">
              {first === 'Week of' ? formatAdminDate(line.key, line.key) : line.key}
            </TableCell>
            {COLUMNS.map(({ label, value }) => (
              <TableCell key={label} align="right">
                {value(line)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {total && (
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              All
            </TableCell>
            {COLUMNS.map(({ label, value }) => (
              <TableCell key={label} align="right" sx={{ fontWeight: 600 }}>
                {value(total)}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  </Box>
);

export const FunnelReport = () => {
  const report = useProviderRead((provider) => provider.funnelReport(WEEKS), fetchError);
  const rows = report.data ?? [];
  const total = rows.length > 0 ? funnelTotal(rows) : undefined;
  return (
    <Card component="section" aria-labelledby="funnel-heading">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <InsightsIcon color="primary" />
          <Typography id="funnel-heading" variant="h6" component="h2">
            {adminMessages.dashboard.funnel}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          New student cases of the last {WEEKS} weeks by the week they arrived: how many booked a consultation, came to
          it, and the stage they have reached since. Stage counts include the cases that went further.
        </Typography>
        {report.isPending ? (
          <CircularProgress size={24} aria-label="Loading" />
        ) : report.error ? (
          <Typography color="error">The funnel could not be read.</Typography>
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">No new cases in the last {WEEKS} weeks.</Typography>
        ) : (
          <>
            <FunnelTable caption="Per week" first="Week of" lines={funnelByWeek(rows)} total={total} />
            <FunnelTable caption="Per home country" first="Home country" lines={funnelByCountry(rows)} />
          </>
        )}
      </CardContent>
    </Card>
  );
};
