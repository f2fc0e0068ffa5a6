// The case file's read-only parts, each a section of public.case_file's document, and the bookings'
// attendance buttons. The shortlist and plans exist only when the student consented to share them.
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@app/shared/consultations';
import { formatAdminDate, formatAdminDateTime } from '@app/shared/format';
import { notice } from '@app/shared/notice';
import { mailtoHref } from '@app/shared/safe-url';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useUpdate } from 'react-admin';
import { useNotices } from '../../common/notices.tsx';
import { VisuallyHidden } from '../../common/VisuallyHidden.tsx';
import { brand } from '../../config.ts';
import type { CaseFile } from '../../providers/types.ts';
import { describeChange } from './history.ts';
import { Empty, Section } from './Section.tsx';

type FileProps = { file: CaseFile };

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
    <Typography component="dt" color="text.secondary" sx={{ minWidth: 140 }}>
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);

export const AboutStudent = ({ file }: FileProps) => {
  const { case: c, account, purchases } = file;
  const mail = mailtoHref(c.email);
  return (
    <Section id="about" title="Student">
      <Box component="dl" sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Row label="E-mail">{mail ? <MuiLink href={mail}>{c.email}</MuiLink> : c.email}</Row>
        <Row label="Home country">{c.home_country ?? '—'}</Row>
        <Row label="Case opened">{formatAdminDate(c.created_at, '—')}</Row>
        <Row label="Account">
          {account
            ? `${account.full_name ?? 'No name'} · signed up ${formatAdminDate(account.created_at, '—')} · last sign-in ${formatAdminDateTime(account.last_sign_in_at, 'never')}`
            : 'No account with this e-mail'}
        </Row>
      </Box>
      <Typography variant="subtitle2" component="h3">
        Purchases
      </Typography>
      {purchases.length === 0 ? (
        <Empty>No purchases.</Empty>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {purchases.map((p) => (
            <li key={p.created_at}>
              {p.plan ?? 'Plan'}: {money(p.amount_total, p.currency)} · {p.status} · {formatAdminDate(p.created_at, '')}
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
};

const STATUS_COLOR: Record<BookingStatus, 'primary' | 'success' | 'warning' | 'default'> = {
  booked: 'primary',
  attended: 'success',
  no_show: 'warning',
  cancelled: 'default',
};

const bookingSaved = notice('Booking updated');
const bookingError = notice('Error updating the booking');

const Attendance = ({ booking, onChanged }: { booking: CaseFile['bookings'][number]; onChanged: () => void }) => {
  const [update, { isPending }] = useUpdate();
  const notices = useNotices();
  // The server takes attendance only once the consultation began, and never for a cancelled one.
  if (booking.status === 'cancelled' || new Date(booking.starts_at) > new Date()) return null;
  const mark = (status: BookingStatus) =>
    update(
      'bookings',
      { id: booking.id, data: { status }, previousData: { id: booking.id, status: booking.status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notices.success(bookingSaved);
          onChanged();
        },
        onError: (error) => notices.error(bookingError, error),
      },
    );
  const when = formatAdminDateTime(booking.starts_at, '');
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {booking.status !== 'attended' && (
        <Button size="small" disabled={isPending} onClick={() => mark('attended')}>
          Mark attended<VisuallyHidden>: {when}</VisuallyHidden>
        </Button>
      )}
      {booking.status !== 'no_show' && (
        <Button size="small" color="warning" disabled={isPending} onClick={() => mark('no_show')}>
          Mark no-show<VisuallyHidden>: {when}</VisuallyHidden>
        </Button>
      )}
    </Box>
  );
};

export const BookingsSection = ({ file, onChanged }: FileProps & { onChanged: () => void }) => (
  <Section id="bookings" title="Consultations">
    {file.bookings.length === 0 ? (
      <Empty>No consultations booked.</Empty>
    ) : (
      file.bookings.map((b) => (
        <Box key={b.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid={`booking-${b.id}`}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 500 }}>{formatAdminDateTime(b.starts_at, '—')}</Typography>
            <Chip size="small" color={STATUS_COLOR[b.status]} label={BOOKING_STATUS_LABELS[b.status]} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            With {b.counsellor_name} in {b.language}
            {b.whatsapp ? ` · WhatsApp ${b.whatsapp}` : ''}
            {b.study_level ? ` · ${b.study_level}` : ''}
            {b.field_of_study ? ` · ${b.field_of_study}` : ''}
            {b.intended_intake ? ` · intake ${b.intended_intake}` : ''}
          </Typography>
          <Attendance booking={b} onChanged={onChanged} />
        </Box>
      ))
    )}
  </Section>
);

export const MessagesSection = ({ file }: FileProps) => (
  <Section id="messages" title="Contact messages">
    {file.contacts.length === 0 ? (
      <Empty>No messages.</Empty>
    ) : (
      file.contacts.map((m) => (
        <Box key={m.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
          <Typography sx={{ fontWeight: 500 }}>
            {m.subject} · {formatAdminDateTime(m.sent_at, '')}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.message}
          </Typography>
        </Box>
      ))
    )}
  </Section>
);

const NOT_SHARED = 'Not shared by the student';

/** Whether the student agreed to share their shortlist and plans: on /account or on a booking. */
const consented = (file: CaseFile) =>
  Boolean(file.account?.shares_with_counsellors) || file.bookings.some((b) => b.share_consent);

export const SharedSection = ({ file }: FileProps) => {
  const shared = consented(file);
  return (
    <Section id="shared" title="Shortlist and plans">
      <Typography variant="subtitle2" component="h3">
        Shortlist
      </Typography>
      {!shared ? (
        <Empty>{NOT_SHARED}</Empty>
      ) : file.shortlist.length === 0 ? (
        <Empty>Nothing on the shortlist.</Empty>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {file.shortlist.map((s) => (
            <li key={s.program_id}>
              <MuiLink
                href={`${brand.siteUrl}/programs/${s.university_slug}/${s.program_slug}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {s.program}
              </MuiLink>
              , {s.university}
            </li>
          ))}
        </Box>
      )}
      <Typography variant="subtitle2" component="h3">
        First-year plans
      </Typography>
      {!shared ? (
        <Empty>{NOT_SHARED}</Empty>
      ) : file.plans.length === 0 ? (
        <Empty>No plan attached.</Empty>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {file.plans.map((p) => (
            <li key={p.shared_at}>
              <MuiLink
                href={`${brand.siteUrl}/plan?${p.plan_query.replace(/^\?/, '')}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                Plan shared {formatAdminDate(p.shared_at, '')}
              </MuiLink>
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
};

export const HistorySection = ({ file, nameOf }: FileProps & { nameOf: (id: string | null) => string }) => (
  <Section id="history" title="History">
    {file.history.length === 0 ? (
      <Empty>No changes by staff yet.</Empty>
    ) : (
      <Box component="ol" sx={{ m: 0, pl: 2 }} data-testid="case-history">
        {file.history.map((entry) => (
          <li key={`${entry.changed_at}-${entry.action}`}>
            <Typography variant="body2">
              {describeChange(entry, nameOf).join('; ')}
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                · {formatAdminDateTime(entry.changed_at, '')}
                {entry.actor_email ? ` by ${entry.actor_email}` : ''}
              </Typography>
            </Typography>
          </li>
        ))}
      </Box>
    )}
  </Section>
);
