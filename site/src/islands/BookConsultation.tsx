// /book (docs/product.md, "Booking a consultation"): open 30-minute slots on the visitor's clock, a
// language filter, a day then a time, the details, and what they agree to share; inserted into
// bookings WITHOUT .select(). State in react/booking/useBooking.ts.
import { bookingTexts } from '@app/shared/booking-messages';
import { formatSlot } from '@app/shared/slot-time';
import { useId } from 'react';
import { DetailsFields } from '../react/booking/DetailsFields';
import { SlotPicker } from '../react/booking/SlotPicker';
import { useBooking } from '../react/booking/useBooking';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { Honeypot } from '../react/Honeypot';
import { useHydrated } from '../react/useHydrated';

export default withErrorBoundary(BookConsultation);

function BookConsultation() {
  const b = useBooking();
  const hydrated = useHydrated();
  const id = useId();

  if (b.booked) {
    return (
      <section className="card p-6 sm:p-8" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`} className="text-2xl font-bold">
          You're booked
        </h2>
        <p role="status" className="mt-3 text-lg text-slate-800">
          {bookingTexts.booked(b.booked.when, b.booked.counsellor)}
        </p>
        <p className="mt-4">
          <a href="/programs" className="font-semibold text-brand-700 underline">
            Explore programmes before the call
          </a>
        </p>
      </section>
    );
  }

  const attachments = b.programs.length > 0 || b.plan !== null;
  return (
    <form
      onSubmit={b.submit}
      onFocus={b.human.start}
      noValidate
      className="grid gap-8"
      aria-label="Book a consultation"
    >
      <section className="card grid gap-4 p-6 sm:p-8" aria-labelledby={`${id}-when`}>
        <h2 id={`${id}-when`} className="text-2xl font-bold">
          1. Choose a time
        </h2>
        {b.slotsFailed && (
          <p role="alert" className="text-red-800">
            {bookingTexts.slotsFailed}
          </p>
        )}
        <SlotPicker
          id={id}
          zone={b.zone}
          ownZone={b.ownZone}
          onZone={b.setZone}
          language={b.language}
          onLanguage={b.setLanguage}
          slots={b.slots}
          day={b.day}
          onDay={b.chooseDay}
          chosen={b.chosen}
          onChoose={b.choose}
          problem={b.problems.starts_at}
          failed={b.slotsFailed}
        />
        {b.slots !== null && b.slots.length === 0 && <p>{bookingTexts.noSlots}</p>}
        {b.slot && (
          <p className="rounded-lg bg-brand-50 p-3 text-slate-900">
            Your consultation: <strong>{formatSlot(b.slot.starts_at, b.zone)}</strong> with{' '}
            <strong>{b.slot.counsellor_name}</strong> (30 minutes, video call).
          </p>
        )}
      </section>

      <section className="card grid gap-4 p-6 sm:p-8" aria-labelledby={`${id}-who`}>
        <h2 id={`${id}-who`} className="text-2xl font-bold">
          2. About you
        </h2>
        <DetailsFields id={id} values={b.values} set={b.set} problems={b.problems} />
        {attachments && (
          <div className="grid gap-2 rounded-lg border border-slate-200 p-4">
            <p className="font-semibold">What you can share</p>
            <ul className="list-disc pl-5 text-slate-800">
              {b.programs.length > 0 && (
                <li>
                  Your shortlist: {b.programs.length} {b.programs.length === 1 ? 'programme' : 'programmes'}
                </li>
              )}
              {b.plan !== null && (
                <li>
                  Your{' '}
                  <a href={`/plan?${b.plan}`} className="text-brand-700 underline">
                    first-year plan
                  </a>
                </li>
              )}
            </ul>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1 size-4"
                checked={b.share}
                onChange={(e) => b.setShare(e.target.checked)}
              />
              <span>{bookingTexts.consent}</span>
            </label>
          </div>
        )}
        <Honeypot value={b.values.website} onChange={b.set('website')} />
        {b.human.element}
        {b.alert && (
          <p role="alert" className="font-medium text-red-800">
            {b.alert}
          </p>
        )}
        <button type="submit" className="btn btn-lg btn-primary justify-self-start" disabled={b.sending || !hydrated}>
          {b.sending ? 'Booking...' : 'Book consultation'}
        </button>
      </section>
    </form>
  );
}
