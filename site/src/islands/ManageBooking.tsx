// /booking#token=… (docs/product.md, "Booking a consultation"): the booking a manage link stands for,
// on the visitor's clock, and what they can do with it without an account: cancel, move to another open
// slot, or cancel and erase their details. A spent or expired link (410) says to use the newest e-mail.
import { bookingTexts } from '@app/shared/booking-messages';
import { BOOKING_STATUS_LABELS, type SpokenLanguage } from '@app/shared/consultations';
import { formatSlot, visitorTimeZone } from '@app/shared/slot-time';
import { useEffect, useId, useState } from 'react';
import { loadOpenSlots, type OpenSlot } from '../lib/booking';
import { type ManageAction, type ManagedBooking, manageBooking, tokenFromHash } from '../lib/manage-booking';
import { SlotPicker, slotKey } from '../react/booking/SlotPicker';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { Spinner } from '../react/Spinner';

export default withErrorBoundary(ManageBooking);

type Done = { text: string };

function ManageBooking() {
  const id = useId();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [zone, setZone] = useState('Europe/Berlin');
  const [ownZone, setOwnZone] = useState('Europe/Berlin');
  const [booking, setBooking] = useState<ManagedBooking | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<'cancel' | 'erase' | null>(null);
  const [moving, setMoving] = useState(false);
  const [language, setLanguage] = useState<SpokenLanguage | ''>('');
  const [slots, setSlots] = useState<OpenSlot[] | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    const own = visitorTimeZone();
    setOwnZone(own);
    setZone(own);
    const found = tokenFromHash(window.location.hash);
    setToken(found);
    if (!found) return;
    manageBooking(found, { action: 'view' }).then((reply) => {
      if (reply.ok) {
        setBooking(reply.booking);
        setLanguage((reply.booking?.language as SpokenLanguage) ?? '');
      } else setProblem(reply.error);
    });
  }, []);

  useEffect(() => {
    if (!moving) return;
    setSlots(null);
    loadOpenSlots(language || null).then(setSlots, () => setProblem(bookingTexts.slotsFailed));
  }, [moving, language]);

  const act = async (request: ManageAction) => {
    if (!token) return;
    setBusy(true);
    setProblem(null);
    const reply = await manageBooking(token, request);
    setBusy(false);
    setConfirming(null);
    if (!reply.ok) {
      setProblem(reply.status === 409 ? bookingTexts.taken : reply.error);
      if (reply.status === 409) {
        setChosen(null);
        loadOpenSlots(language || null).then(setSlots, () => undefined);
      }
      return;
    }
    if (request.action === 'erase') setDone({ text: bookingTexts.erased });
    else if (request.action === 'cancel') setDone({ text: bookingTexts.cancelled });
    else if (reply.booking)
      setDone({ text: bookingTexts.moved(formatSlot(reply.booking.starts_at, zone), reply.booking.counsellor_name) });
    if (reply.booking) setBooking(reply.booking);
  };

  if (token === undefined) return <Spinner />;
  if (token === null)
    return (
      <p role="alert" className="card p-6">
        {bookingTexts.noToken}
      </p>
    );
  if (done)
    return (
      <p role="status" className="card p-6 text-lg">
        {done.text}
      </p>
    );
  if (!booking)
    return problem ? (
      <p role="alert" className="card p-6 font-medium text-red-800">
        {problem}
      </p>
    ) : (
      <Spinner label="Loading your booking..." />
    );

  const slot = slots?.find((s) => slotKey(s) === chosen) ?? null;
  const open = booking.status === 'booked';
  return (
    <div className="grid gap-6">
      <section className="card p-6 sm:p-8" aria-labelledby={`${id}-booking`}>
        <h2 id={`${id}-booking`} className="text-2xl font-bold">
          Your consultation
        </h2>
        <dl className="mt-4 grid gap-2 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">When</dt>
          <dd>{formatSlot(booking.starts_at, zone)}</dd>
          <dt className="font-semibold">Counsellor</dt>
          <dd>{booking.counsellor_name}</dd>
          <dt className="font-semibold">Language</dt>
          <dd>{booking.language}</dd>
          <dt className="font-semibold">Status</dt>
          <dd>{BOOKING_STATUS_LABELS[booking.status]}</dd>
        </dl>
        {problem && (
          <p role="alert" className="mt-4 font-medium text-red-800">
            {problem}
          </p>
        )}
        {open && (
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => setMoving(true)}>
              Move to another time
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirming('cancel')}>
              Cancel consultation
            </button>
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setConfirming('erase')}>
              Cancel and erase my details
            </button>
          </div>
        )}
        {confirming && (
          <div className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4">
            <p>
              {confirming === 'erase'
                ? 'This cancels the consultation and deletes the details you gave us. It cannot be undone.'
                : 'This cancels the consultation. You can book another time on /book.'}
            </p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => act({ action: confirming })}
              >
                {confirming === 'erase' ? 'Yes, cancel and erase' : 'Yes, cancel it'}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirming(null)}>
                Keep it
              </button>
            </div>
          </div>
        )}
      </section>
      {open && moving && (
        <section className="card grid gap-4 p-6 sm:p-8" aria-labelledby={`${id}-move`}>
          <h2 id={`${id}-move`} className="text-2xl font-bold">
            Choose a new time
          </h2>
          <SlotPicker
            id={id}
            zone={zone}
            ownZone={ownZone}
            onZone={setZone}
            language={language}
            onLanguage={setLanguage}
            slots={slots}
            day={day}
            onDay={(next) => {
              setDay(next);
              setChosen(null);
            }}
            chosen={chosen}
            onChoose={setChosen}
          />
          <button
            type="button"
            className="btn btn-lg btn-primary justify-self-start"
            disabled={busy || !slot}
            onClick={() =>
              slot && act({ action: 'move', counsellor_id: slot.counsellor_id, starts_at: slot.starts_at })
            }
          >
            {slot ? `Move to ${formatSlot(slot.starts_at, zone)}` : 'Pick a new time'}
          </button>
        </section>
      )}
    </div>
  );
}
