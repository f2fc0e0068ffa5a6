// /account's reminder settings (issue 33, public.reminder_preferences, the student's own row): e-mail
// reminders before due dates, a weekly digest, the time zone they are counted in, and WhatsApp (a
// number in international form and its own opt-in). All off until the student turns them on.

import { visitorTimeZone } from '@app/shared/slot-time';
import { TABLES } from '@app/shared/tables';
import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { errorMessage, toast, toastError } from '../../lib/notices';
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

export function ReminderPreferences({ token, userId }: { token: string; userId: string }) {
  const id = useId();
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    restClient(token)
      .from(TABLES.reminderPreferences)
      .select('email_reminders,weekly_digest,time_zone,whatsapp_number,whatsapp_reminders')
      .eq('user_id', userId)
      .maybeSingle()
      .then(({ data }) =>
        setPrefs(
          (data as Preferences | null) ?? {
            email_reminders: false,
            weekly_digest: false,
            time_zone: visitorTimeZone(),
            whatsapp_number: null,
            whatsapp_reminders: false,
          },
        ),
      );
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
    else toast({ title: 'Reminder settings saved' });
  };

  return (
    <form className="card grid gap-3 p-6" onSubmit={submit} aria-labelledby={`${id}-title`} id="reminders">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Reminders
      </h2>
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
  );
}
