// /account's reminder settings (issue 33, public.reminder_preferences, the student's own row): e-mail
// reminders before due dates, a weekly digest, the time zone they are counted in, and WhatsApp (a
// number in international form and its own opt-in). All off until the student turns them on.
// A reminder mail's unsubscribe link lands here (`?unsubscribe=<token>#reminders`): the student confirms
// and the same POST a mail client makes stops the e-mails. Under the settings, what
// public.my_reminder_delivery() knows: a bounced address, a failed WhatsApp number, an unsubscribe.
// A saved WhatsApp number gets reminders only once verified: the verify-whatsapp function sends a code
// to it, and the student confirms it here (public.confirm_whatsapp_code).

import { visitorTimeZone } from '@app/shared/slot-time';
import { TABLES } from '@app/shared/tables';
import { type SubmitEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { supabaseAnonKey, supabaseUrl } from '../../lib/env';
import { errorMessage, toast, toastError } from '../../lib/notices';
import {
  deliveryNotes,
  type ReminderDelivery,
  tokenAccount,
  unsubscribeByToken,
  unsubscribeToken,
  withoutUnsubscribe,
} from '../../lib/reminder-delivery';
import { restClient } from '../../lib/rest';
import { Field } from '../Field';

type Preferences = {
  email_reminders: boolean;
  weekly_digest: boolean;
  time_zone: string;
  whatsapp_number: string | null;
  whatsapp_reminders: boolean;
};

const SAVE_FAILED = { title: 'Your reminder settings were not saved' };
const E164 = '^\\+[1-9][0-9]{7,14}$';

/** Sends a code to the saved number (verify-whatsapp), then confirms the code the student types. */
function WhatsAppVerification({
  token,
  number,
  verified,
  onVerified,
}: {
  token: string;
  number: string;
  verified: boolean;
  onVerified: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  if (verified)
    return (
      <p role="status" className="text-sm font-semibold text-green-900">
        Verified: WhatsApp reminders go to {number}.
      </p>
    );

  const send = async () => {
    setBusy('send');
    try {
      const response = await fetch(`${supabaseUrl}/functions/v1/verify-whatsapp`, {
        method: 'POST',
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; verified?: boolean };
      if (!response.ok) throw new Error(body.error ?? `HTTP ${response.status}`);
      if (body.verified) onVerified();
      else setNote({ text: `We sent a code to ${number} on WhatsApp. It is valid for 10 minutes.` });
    } catch (error) {
      setNote({ text: errorMessage(error), error: true });
    }
    setBusy(null);
  };
  const confirm = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy('confirm');
    const { data, error } = await restClient(token).rpc('confirm_whatsapp_code', { code });
    setBusy(null);
    const reply = data as { verified?: boolean; message?: string } | null;
    if (error || !reply?.verified)
      return setNote({ text: error ? errorMessage(error) : (reply?.message ?? 'Not verified.'), error: true });
    setCode('');
    setNote(null);
    onVerified();
  };

  return (
    <form className="grid gap-3 rounded-lg border border-slate-300 p-4" onSubmit={confirm} aria-label="Verify WhatsApp">
      <p className="text-sm text-slate-800">Not verified yet: WhatsApp reminders start once you confirm the code.</p>
      <button type="button" className="btn btn-secondary justify-self-start" disabled={busy !== null} onClick={send}>
        {busy === 'send' ? 'Sending...' : 'Send a code by WhatsApp'}
      </button>
      <Field
        id={`${id}-code`}
        label="Code from WhatsApp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={code}
        onChange={(e) => setCode(e.target.value.trim())}
      />
      <button type="submit" className="btn btn-primary justify-self-start" disabled={busy !== null}>
        {busy === 'confirm' ? 'Confirming...' : 'Confirm'}
      </button>
      {note && (
        <p
          role={note.error ? 'alert' : 'status'}
          className={`text-sm ${note.error ? 'font-semibold text-red-800' : ''}`}
        >
          {note.text}
        </p>
      )}
    </form>
  );
}

type Unsubscribe = { token: string; state: 'asking' | 'sending' | 'done' | 'failed'; error?: string };

export function ReminderPreferences({ token, userId, email }: { token: string; userId: string; email?: string }) {
  const id = useId();
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [saving, setSaving] = useState(false);
  // The number as saved (what a code goes to) and whether it is verified.
  const [saved, setSaved] = useState<{ number: string | null; verified: boolean }>({ number: null, verified: false });
  const [delivery, setDelivery] = useState<ReminderDelivery | null>(null);
  const [unsubscribe, setUnsubscribe] = useState<Unsubscribe | null>(() => {
    const link = typeof window === 'undefined' ? null : unsubscribeToken(window.location.search);
    return link ? { token: link, state: 'asking' } : null;
  });
  const section = useRef<HTMLElement>(null);

  const readDelivery = useCallback(
    () =>
      restClient(token)
        .rpc('my_reminder_delivery')
        .then(({ data }) => setDelivery((data as ReminderDelivery | null) ?? null)),
    [token],
  );
  useEffect(() => {
    readDelivery();
  }, [readDelivery]);

  // The island renders after the page loaded, so the browser found no #reminders to scroll to.
  const loaded = prefs !== null;
  useEffect(() => {
    if (loaded && (window.location.hash === '#reminders' || unsubscribeToken(window.location.search)))
      section.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const readVerification = useCallback(
    () =>
      restClient(token)
        .from(TABLES.reminderPreferences)
        .select('whatsapp_number,whatsapp_verified_at')
        .eq('user_id', userId)
        .maybeSingle()
        .then(({ data }) =>
          setSaved({ number: data?.whatsapp_number ?? null, verified: Boolean(data?.whatsapp_verified_at) }),
        ),
    [token, userId],
  );
  useEffect(() => {
    restClient(token)
      .from(TABLES.reminderPreferences)
      .select('email_reminders,weekly_digest,time_zone,whatsapp_number,whatsapp_reminders,whatsapp_verified_at')
      .eq('user_id', userId)
      .maybeSingle()
      .then(({ data }) => {
        const { whatsapp_verified_at, ...stored } = data ?? { whatsapp_verified_at: null };
        setSaved({ number: data?.whatsapp_number ?? null, verified: Boolean(whatsapp_verified_at) });
        setPrefs(
          data
            ? (stored as Preferences)
            : {
                email_reminders: false,
                weekly_digest: false,
                time_zone: visitorTimeZone(),
                whatsapp_number: null,
                whatsapp_reminders: false,
              },
        );
      });
  }, [token, userId]);

  if (!prefs) return null;
  const set = (patch: Partial<Preferences>) => setPrefs({ ...prefs, ...patch });
  const zones = Intl.supportedValuesOf?.('timeZone') ?? [prefs.time_zone];

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = prefs.whatsapp_number?.replace(/[\s-]/g, '') || null;
    setSaving(true);
    const { error } = await restClient(token)
      .from(TABLES.reminderPreferences)
      .upsert(
        {
          ...prefs,
          user_id: userId,
          whatsapp_number: number,
          whatsapp_reminders: prefs.whatsapp_reminders && number !== null,
        },
        { onConflict: 'user_id' },
      );
    setSaving(false);
    if (error) toastError(SAVE_FAILED, errorMessage(error));
    else {
      toast({ title: 'Reminder settings saved' });
      readDelivery();
      // A changed number is unverified again (the database clears it).
      readVerification();
    }
  };

  const forAnotherAccount = unsubscribe !== null && tokenAccount(unsubscribe.token) !== userId;
  const confirmUnsubscribe = async () => {
    if (!unsubscribe) return;
    setUnsubscribe({ ...unsubscribe, state: 'sending' });
    const reply = await unsubscribeByToken(unsubscribe.token);
    if (!reply.ok) {
      setUnsubscribe({ ...unsubscribe, state: 'failed', error: reply.error });
      return;
    }
    window.history.replaceState(null, '', withoutUnsubscribe(window.location.href));
    setUnsubscribe({ ...unsubscribe, state: 'done' });
    if (!forAnotherAccount) {
      setPrefs((now) => now && { ...now, email_reminders: false, weekly_digest: false });
      readDelivery();
    }
  };
  const keepReminders = () => {
    window.history.replaceState(null, '', withoutUnsubscribe(window.location.href));
    setUnsubscribe(null);
  };
  const notes = deliveryNotes(delivery, {
    email,
    whatsapp: prefs.whatsapp_number,
    emailOn: prefs.email_reminders || prefs.weekly_digest,
  });

  return (
    <section ref={section} id="reminders" className="card grid gap-3 p-6 wrap-anywhere" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Reminders
      </h2>
      {unsubscribe && unsubscribe.state !== 'done' && (
        <section
          aria-labelledby={`${id}-stop`}
          className="grid gap-3 rounded-lg border-2 border-brand-700 bg-brand-50 p-4"
        >
          <p id={`${id}-stop`} className="font-semibold text-slate-900">
            {forAnotherAccount
              ? 'Stop reminder e-mails for the account this link was sent to?'
              : `Stop reminder e-mails to ${email ?? 'your address'}?`}
          </p>
          <p className="text-sm text-slate-700">
            {forAnotherAccount
              ? 'The link came from a mail to another account than the one you are signed in with. Confirming stops that account’s reminders and weekly digest.'
              : 'You followed the unsubscribe link of a reminder mail. Confirming stops the reminder e-mails and the weekly digest at once; you can turn them on again here at any time.'}
          </p>
          {unsubscribe.state === 'failed' && (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {unsubscribe.error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn btn-primary"
              disabled={unsubscribe.state === 'sending'}
              onClick={confirmUnsubscribe}
            >
              {unsubscribe.state === 'sending' ? 'Stopping...' : 'Stop reminder e-mails'}
            </button>
            <button type="button" className="btn btn-secondary" onClick={keepReminders}>
              Keep them
            </button>
          </div>
        </section>
      )}
      {unsubscribe?.state === 'done' && (
        <p role="status" className="rounded-lg border border-green-700 bg-green-50 p-4 font-semibold text-green-900">
          {forAnotherAccount
            ? 'Reminder e-mails are off for the account the link was sent to.'
            : 'Reminder e-mails are off. You will get no more reminders or weekly digests by e-mail.'}
        </p>
      )}
      {notes.length > 0 && (
        <ul aria-label="Delivery" className="grid list-disc gap-1 pl-5 text-sm text-slate-800">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <form className="grid gap-3" onSubmit={submit} aria-label="Reminder settings">
        <p className="text-sm text-slate-700">
          For your{' '}
          <a href="/applications" className="font-semibold text-brand-700 underline">
            applications
          </a>
          : 14, 7 and 2 days before a deadline or a checklist step is due. Every mail has a one-click unsubscribe.
        </p>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={prefs.email_reminders}
            onChange={(e) => set({ email_reminders: e.target.checked })}
          />
          <span>E-mail me before things are due</span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={prefs.weekly_digest}
            onChange={(e) => set({ weekly_digest: e.target.checked })}
          />
          <span>Send me a weekly digest of what is coming up</span>
        </label>
        <div>
          <label htmlFor={`${id}-zone`} className="label">
            Time zone
          </label>
          <select
            id={`${id}-zone`}
            className="field"
            value={prefs.time_zone}
            onChange={(e) => set({ time_zone: e.target.value })}
          >
            {(zones.includes(prefs.time_zone) ? zones : [prefs.time_zone, ...zones]).map((zone) => (
              <option key={zone}>{zone}</option>
            ))}
          </select>
        </div>
        <Field
          id={`${id}-whatsapp`}
          label="WhatsApp number (with country code, e.g. +919812345678)"
          type="tel"
          autoComplete="tel"
          pattern={E164}
          value={prefs.whatsapp_number ?? ''}
          onChange={(e) => set({ whatsapp_number: e.target.value || null })}
        />
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-4"
            checked={prefs.whatsapp_reminders}
            disabled={!prefs.whatsapp_number}
            onChange={(e) => set({ whatsapp_reminders: e.target.checked })}
          />
          <span>Also remind me on WhatsApp</span>
        </label>
        <button type="submit" className="btn btn-primary justify-self-start" disabled={saving}>
          {saving ? 'Saving...' : 'Save reminder settings'}
        </button>
      </form>
      {saved.number && (
        <WhatsAppVerification
          token={token}
          number={saved.number}
          verified={saved.verified}
          onVerified={() => setSaved({ ...saved, verified: true })}
        />
      )}
    </section>
  );
}
