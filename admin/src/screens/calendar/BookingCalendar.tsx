// The consultations calendar: day, week and list views over the bookings (FullCalendar, loaded with this
// screen only, so the console's first load does not carry it). A counsellor starts on their own
// bookings, an admin on everyone's; either can pick one counsellor or all (RLS still limits a counsellor
// to their own bookings and their cases'). Times show in this browser's time zone. A booking opens its
// student's case file.
import { BOOKING_STATUS_LABELS, type BookingStatus, SLOT_MINUTES } from '@app/shared/consultations';
import { resourceMessages } from '@app/shared/messages';
import type { EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState } from 'react';
import { Title, useDataProvider, useGetIdentity, usePermissions } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useNotices } from '../../common/notices.tsx';
import { useCounsellors } from '../../common/useCounsellors.ts';
import { BASENAME } from '../../config.ts';

const messages = resourceMessages('booking', 'bookings');
const ALL = 'all';

type BookingRow = {
  id: number;
  case_id: number | null;
  counsellor_id: string;
  starts_at: string;
  status: BookingStatus;
  name: string;
  language: string;
};

const STATUS_COLOR: Record<BookingStatus, string> = {
  booked: '#1565c0',
  attended: '#2e7d32',
  no_show: '#b26a00',
  cancelled: '#757575',
};

const BookingCalendar = () => {
  const dataProvider = useDataProvider();
  const notices = useNotices();
  const navigate = useNavigate();
  const { permissions } = usePermissions();
  const { identity } = useGetIdentity();
  const { counsellors, nameOf } = useCounsellors();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  // A counsellor starts on their own calendar, an admin on everyone's.
  const [counsellor, setCounsellor] = useState<string | null>(null);
  useEffect(() => {
    if (counsellor === null && permissions && identity)
      setCounsellor(permissions === 'admin' ? ALL : String(identity.id));
  }, [counsellor, permissions, identity]);

  const events = useCallback(
    async ({ start, end }: EventSourceFuncArg): Promise<EventInput[]> => {
      // Both bounds on one column: one `and` (a second `starts_at@…` key would become an array).
      const filter: Record<string, unknown> = {
        'and@': `(starts_at.gte."${start.toISOString()}",starts_at.lt."${end.toISOString()}")`,
        'status@neq': 'cancelled',
      };
      if (counsellor && counsellor !== ALL) filter.counsellor_id = counsellor;
      try {
        const { data } = await dataProvider.getList<BookingRow>('calendar', {
          filter,
          sort: { field: 'starts_at', order: 'ASC' },
          pagination: { page: 1, perPage: 1000 },
        });
        return data.map((booking) => ({
          id: String(booking.id),
          title: `${booking.name} · ${nameOf(booking.counsellor_id)} · ${BOOKING_STATUS_LABELS[booking.status]}`,
          start: booking.starts_at,
          end: new Date(Date.parse(booking.starts_at) + SLOT_MINUTES * 60_000).toISOString(),
          color: STATUS_COLOR[booking.status],
          // A real link, so a keyboard or a middle click opens the case file too.
          url: booking.case_id ? `${BASENAME}/cases/${booking.case_id}/show` : undefined,
          extendedProps: { caseId: booking.case_id },
        }));
      } catch (error) {
        notices.error(messages.fetchError, error);
        return [];
      }
    },
    [counsellor, dataProvider, nameOf, notices],
  );

  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Box
      sx={{
        p: { xs: 1, sm: 2 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minWidth: 0,
        contain: 'inline-size',
      }}
    >
      <Title title="Consultation calendar" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 auto' }}>
          <Typography variant="h5" component="h1">
            Consultation calendar
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Times in your time zone ({zone}).
          </Typography>
        </Box>
        <TextField
          select
          size="small"
          label="Counsellor"
          value={counsellor ?? ''}
          onChange={(event) => setCounsellor(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value={ALL}>All counsellors</MenuItem>
          {counsellors.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.display_name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ minWidth: 0, '& .fc': { fontSize: '0.875rem' }, '& .fc-toolbar': { flexWrap: 'wrap', gap: 1 } }}>
        {counsellor !== null && (
          <FullCalendar
            plugins={[dayGridPlugin, timeGridPlugin, listPlugin]}
            initialView={isSmall ? 'listWeek' : 'timeGridWeek'}
            headerToolbar={{ left: 'prev,next today', center: 'title', right: 'timeGridDay,timeGridWeek,listWeek' }}
            // Words rather than FullCalendar's chevron icons, which are role="img" without a text alternative.
            buttonIcons={false}
            buttonText={{ prev: 'Previous', next: 'Next', today: 'Today', day: 'Day', week: 'Week', list: 'List' }}
            firstDay={1}
            height="auto"
            slotMinTime="06:00:00"
            slotMaxTime="22:00:00"
            allDaySlot={false}
            nowIndicator
            events={events}
            eventClick={(info) => {
              info.jsEvent.preventDefault();
              const caseId = info.event.extendedProps.caseId as number | null;
              if (caseId) navigate(`/cases/${caseId}/show`);
            }}
            noEventsContent="No consultations in this period."
          />
        )}
      </Box>
    </Box>
  );
};

export default BookingCalendar;
