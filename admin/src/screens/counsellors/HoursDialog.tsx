// A counsellor's weekly hours (in their profile's time zone) and days off, each change saved at once:
// these rows are what the booking page's free slots are made from (private.slots_between).
import { WEEKDAY_LABELS } from '@app/shared/consultations';
import { type Counsellor, counsellorHoursInputSchema } from '@app/shared/entities/counsellor';
import { formatAdminDate } from '@app/shared/format';
import { notice } from '@app/shared/notice';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCreate, useDelete, useGetList } from 'react-admin';
import { useNotices } from '../../common/notices.tsx';
import { VisuallyHidden } from '../../common/VisuallyHidden.tsx';

type Hours = { id: number; weekday: number; opens: string; closes: string };
type DayOff = { id: number; day: string; note: string | null };

const saveError = notice('Error saving the hours');
const hhmm = (time: string) => time.slice(0, 5);
const dayName = (weekday: number) => WEEKDAY_LABELS[weekday - 1] ?? String(weekday);

const WeeklyHours = ({ counsellorId }: { counsellorId: string }) => {
  const notices = useNotices();
  const { data: hours, refetch } = useGetList<Hours>('counsellor-hours', {
    filter: { counsellor_id: counsellorId },
    sort: { field: 'weekday', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  const [create] = useCreate();
  const [remove] = useDelete();
  const [weekday, setWeekday] = useState(1);
  const [opens, setOpens] = useState('09:00');
  const [closes, setCloses] = useState('18:00');
  const [error, setError] = useState<string | null>(null);
  const options = { onSuccess: () => refetch(), onError: (e: unknown) => notices.error(saveError, e) };

  return (
    <Box component="section" aria-labelledby="hours-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="hours-heading" variant="subtitle1" component="h3">
        Weekly hours
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {hours?.map((h) => (
          <Box component="li" key={h.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ flex: 1 }}>
              {dayName(h.weekday)} {hhmm(h.opens)}–{hhmm(h.closes)}
            </Typography>
            <Button
              size="small"
              color="error"
              onClick={() => remove('counsellor-hours', { id: h.id, previousData: h }, options)}
            >
              Remove
              <VisuallyHidden>
                : {dayName(h.weekday)} {hhmm(h.opens)}
              </VisuallyHidden>
            </Button>
          </Box>
        ))}
        {hours?.length === 0 && <Typography color="text.secondary">No hours: no slots are offered.</Typography>}
      </Box>
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = counsellorHoursInputSchema.safeParse({ counsellor_id: counsellorId, weekday, opens, closes });
          setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the times.'));
          if (parsed.success) create('counsellor-hours', { data: parsed.data }, options);
        }}
      >
        <TextField select size="small" label="Day" value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
          {WEEKDAY_LABELS.map((label, index) => (
            <MenuItem key={label} value={index + 1}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="time"
          label="Opens"
          value={opens}
          onChange={(e) => setOpens(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1800 } }}
        />
        <TextField
          size="small"
          type="time"
          label="Closes"
          value={closes}
          onChange={(e) => setCloses(e.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1800 } }}
        />
        <Button type="submit" variant="outlined">
          Add hours
        </Button>
      </Box>
    </Box>
  );
};

const DaysOff = ({ counsellorId }: { counsellorId: string }) => {
  const notices = useNotices();
  const { data: days, refetch } = useGetList<DayOff>('counsellor-days-off', {
    filter: { counsellor_id: counsellorId },
    sort: { field: 'day', order: 'ASC' },
    pagination: { page: 1, perPage: 200 },
  });
  const [create] = useCreate();
  const [remove] = useDelete();
  const [day, setDay] = useState('');
  const [note, setNote] = useState('');
  const options = { onSuccess: () => refetch(), onError: (e: unknown) => notices.error(saveError, e) };
  return (
    <Box
      component="section"
      aria-labelledby="days-off-heading"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id="days-off-heading" variant="subtitle1" component="h3">
        Days off
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {days?.map((d) => (
          <Box component="li" key={d.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ flex: 1 }}>
              {formatAdminDate(d.day, d.day)}
              {d.note ? ` · ${d.note}` : ''}
            </Typography>
            <Button
              size="small"
              color="error"
              onClick={() => remove('counsellor-days-off', { id: d.id, previousData: d }, options)}
            >
              Remove<VisuallyHidden>: {d.day}</VisuallyHidden>
            </Button>
          </Box>
        ))}
        {days?.length === 0 && <Typography color="text.secondary">No days off planned.</Typography>}
      </Box>
      <Box
        component="form"
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!day) return;
          create(
            'counsellor-days-off',
            { data: { counsellor_id: counsellorId, day, note: note.trim() || null } },
            {
              ...options,
              onSuccess: () => {
                setDay('');
                setNote('');
                refetch();
              },
            },
          );
        }}
      >
        <TextField
          size="small"
          type="date"
          label="Day"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="outlined" disabled={!day}>
          Add day off
        </Button>
      </Box>
    </Box>
  );
};

const HoursDialog = ({ counsellor, onClose }: { counsellor: Counsellor; onClose: () => void }) => (
  <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="hours-title">
    <DialogTitle id="hours-title" sx={{ pr: 6 }}>
      {counsellor.display_name}: hours ({counsellor.time_zone})
    </DialogTitle>
    <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
      <CloseIcon />
    </IconButton>
    <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <WeeklyHours counsellorId={counsellor.user_id} />
      <DaysOff counsellorId={counsellor.user_id} />
    </DialogContent>
  </Dialog>
);

export default HoursDialog;
