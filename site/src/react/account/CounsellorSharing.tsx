// /account's part of issue 32: whether the student lets their counsellor see their shortlist and
// first-year plans (public.sharing_consents, their own row, revocable: switching it off also takes back
// what earlier bookings attached), and what a counsellor sees of them: their bookings, read with their
// own token (RLS: a student reads the bookings made under their account).
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@app/shared/consultations';
import { formatSlot, visitorTimeZone } from '@app/shared/slot-time';
import { TABLES } from '@app/shared/tables';
import { useEffect, useId, useState } from 'react';
import { errorMessage, toastError } from '../../lib/notices';
import { restClient } from '../../lib/rest';

type BookingRow = {
  id: number;
  starts_at: string;
  status: BookingStatus;
  language: string;
  share_consent: boolean;
  shortlist_program_ids: number[];
  plan_query: string | null;
};

const SAVE_FAILED = { title: 'Your choice was not saved' };

export function CounsellorSharing({ token, userId }: { token: string; userId: string }) {
  const id = useId();
  const [sharing, setSharing] = useState<boolean | null>(null);
  const [bookings, setBookings] = useState<BookingRow[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const client = restClient(token);
    client
      .from(TABLES.sharingConsents)
      .select('share_with_counsellors')
      .eq('user_id', userId)
      .maybeSingle()
      .then(({ data }) =>
        setSharing((data as { share_with_counsellors: boolean } | null)?.share_with_counsellors ?? false),
      );
    client
      .from(TABLES.bookings)
      .select('id,starts_at,status,language,share_consent,shortlist_program_ids,plan_query')
      .eq('user_id', userId)
      .order('starts_at', { ascending: false })
      .then(({ data }) => setBookings((data as BookingRow[] | null) ?? []));
  }, [token, userId]);

  // Shown at once, put back if the save fails.
  const change = async (next: boolean) => {
    setSharing(next);
    setSaving(true);
    const { error } = await restClient(token)
      .from(TABLES.sharingConsents)
      .upsert({ user_id: userId, share_with_counsellors: next }, { onConflict: 'user_id' });
    setSaving(false);
    if (error) {
      setSharing(!next);
      toastError(SAVE_FAILED, errorMessage(error));
    }
  };

  const zone = visitorTimeZone();
  return (
    <section className="card p-6" aria-labelledby={`${id}-sees`}>
      <h2 id={`${id}-sees`} className="text-xl font-bold">
        What your counsellor sees
      </h2>
      <label className="mt-4 flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 size-4"
          checked={sharing === true}
          disabled={sharing === null || saving}
          onChange={(e) => change(e.target.checked)}
        />
        <span>Let my counsellor see my shortlist and first-year plans</span>
      </label>
      <p className="mt-2 text-sm text-slate-700">
        {sharing
          ? 'Your counsellor sees your shortlist and the plans you attached. Untick to stop at any time.'
          : 'Your shortlist and plans stay private. Your counsellor sees only what you tell them in a booking.'}
      </p>
      <h3 className="mt-5 font-semibold">Your consultations</h3>
      {bookings === null ? (
        <p className="mt-2 text-slate-700">Loading...</p>
      ) : bookings.length === 0 ? (
        <p className="mt-2 text-slate-700">
          None yet.{' '}
          <a href="/book" className="font-semibold text-brand-700 underline">
            Book a free consultation
          </a>
        </p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {bookings.map((b) => (
            <li key={b.id} className="rounded-lg border border-slate-200 p-3">
              <p className="font-medium">{formatSlot(b.starts_at, zone)}</p>
              <p className="text-sm text-slate-700">
                {BOOKING_STATUS_LABELS[b.status]} · {b.language}
                {b.share_consent
                  ? ` · shared: ${b.shortlist_program_ids.length} programmes${b.plan_query ? ' and a plan' : ''}`
                  : ' · nothing shared'}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm text-slate-700">
        With every booking your counsellor sees the details you gave in it. Their own notes about your case are in your
        data download.
      </p>
    </section>
  );
}
