// One application: its stage, portal, application number, fee paid, deadline and notes (saved
// together), its checklist with progress (tick a step; "not needed" with a reason), and the comments
// its counsellor left (with the student's consent, issue 32's sharing). Ticks show at once and are put
// back if the save fails.
import { APPLICATION_STAGE_LABELS, APPLICATION_STAGES, CHECKLIST_SOURCE_LABELS } from '@app/shared/application-stages';
import { noDueDateReason } from '@app/shared/checklist';
import { type SubmitEvent, useId, useState } from 'react';
import { type ApplicationRow, type StepRow, updateApplication, updateStep } from '../../lib/applications';
import { errorMessage, toast, toastError } from '../../lib/notices';
import { formatDay, progressOf, relativeDays, todayIn } from '../../lib/tracker';
import { Field } from '../Field';
import { ApplicationScholarships } from './ApplicationScholarships';

type Props = {
  application: ApplicationRow;
  token: string;
  userId: string;
  onBack: () => void;
  onChanged: () => Promise<void>;
  /** The ISO code of the student's home country, when known: the scholarships open to them. */
  nationality: string | null;
};

const SAVE_FAILED = { title: 'Your change was not saved' };

export function ApplicationDetail({ application: a, token, userId, onBack, onChanged, nationality }: Props) {
  const [steps, setSteps] = useState(a.steps);
  const progress = progressOf(steps);
  const name = a.program?.name ?? `Programme ${a.program_id}`;
  const path = a.program?.university ? `/programs/${a.program.university.slug}/${a.program.slug}` : null;

  const changeStep = async (step: StepRow, patch: Pick<StepRow, 'done_at' | 'not_needed_reason'>) => {
    const before = steps;
    setSteps((all) => all.map((s) => (s.id === step.id ? { ...s, ...patch } : s)));
    try {
      await updateStep(token, step.id, patch);
      void onChanged();
    } catch (error) {
      setSteps(before);
      toastError(SAVE_FAILED, errorMessage(error));
    }
  };

  return (
    <div className="grid gap-8">
      <div>
        <button type="button" className="btn btn-ghost -ml-4" onClick={onBack}>
          ← All applications
        </button>
        <h2 className="section-title mt-2">{path ? <a href={path}>{name}</a> : name}</h2>
        <p className="text-slate-700">
          {a.program?.university?.university_name}
          {a.program?.university?.country && `, ${a.program.university.country}`}
        </p>
      </div>
      <div className="grid gap-8 lg:grid-cols-3">
        <section className="card p-6 lg:col-span-2" aria-labelledby="checklist">
          <h3 id="checklist" className="text-xl font-bold">
            Checklist
          </h3>
          <label className="mt-3 block text-sm text-slate-800" htmlFor="checklist-progress">
            {progress.settled} of {progress.total} steps settled ({progress.percent}%)
          </label>
          <progress
            id="checklist-progress"
            className="mt-1 h-2 w-full accent-brand-700"
            max={progress.total || 1}
            value={progress.settled}
          />
          <ol className="mt-4 grid gap-3">
            {steps.map((step) => (
              <StepItem key={step.id} step={step} deadline={a.deadline} onChange={(patch) => changeStep(step, patch)} />
            ))}
          </ol>
        </section>
        <div className="grid content-start gap-8">
          <ApplicationScholarships
            application={a}
            steps={steps}
            token={token}
            nationality={nationality}
            onAdded={(step) => {
              setSteps((all) => [...all, step]);
              void onChanged();
            }}
          />
          <DetailsForm application={a} token={token} onSaved={onChanged} />
          <Comments application={a} userId={userId} />
        </div>
      </div>
    </div>
  );
}

type StepProps = {
  step: StepRow;
  deadline: string | null;
  onChange: (patch: Pick<StepRow, 'done_at' | 'not_needed_reason'>) => void;
};

function StepItem({ step, deadline, onChange }: StepProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const today = todayIn();
  const done = step.done_at !== null;
  const notNeeded = step.not_needed_reason !== null;
  return (
    <li className={`rounded-lg border p-3 ${done || notNeeded ? 'border-slate-200 bg-slate-50' : 'border-slate-300'}`}>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-done`}
          type="checkbox"
          className="mt-1 size-5 shrink-0"
          checked={done}
          disabled={notNeeded}
          onChange={(event) =>
            onChange({ done_at: event.target.checked ? new Date().toISOString() : null, not_needed_reason: null })
          }
        />
        <div className="min-w-0 grow">
          <label htmlFor={`${id}-done`} className={`font-semibold ${done || notNeeded ? 'line-through' : ''}`}>
            {step.title}
          </label>
          <p className="text-xs font-semibold text-slate-700 uppercase">{CHECKLIST_SOURCE_LABELS[step.source]}</p>
          {step.detail && <p className="mt-1 text-sm text-slate-700">{step.detail}</p>}
          <p className="mt-1 text-sm text-slate-800">
            {step.due_on ? (
              <>
                Due {formatDay(step.due_on)} ({relativeDays(step.due_on, today)})
              </>
            ) : (
              noDueDateReason(deadline, step.lead_time_days)
            )}
            {step.lead_time_days !== null && step.lead_time_days > 0 && ` · typically ${step.lead_time_days} days`}
          </p>
          {step.official_url && (
            <a
              href={step.official_url}
              className="text-sm font-semibold text-brand-700 underline"
              rel="noopener"
              target="_blank"
            >
              Official page<span className="sr-only"> for {step.title} (opens in a new tab)</span>
            </a>
          )}
          {notNeeded && (
            <p className="mt-1 text-sm text-slate-800">
              Not needed: {step.not_needed_reason}{' '}
              <button
                type="button"
                className="font-semibold text-brand-700 underline"
                onClick={() => onChange({ done_at: null, not_needed_reason: null })}
              >
                Undo<span className="sr-only"> for {step.title}</span>
              </button>
            </p>
          )}
          {!done && !notNeeded && !asking && (
            <button type="button" className="mt-1 text-sm text-slate-800 underline" onClick={() => setAsking(true)}>
              Not needed?<span className="sr-only"> {step.title}</span>
            </button>
          )}
          {asking && (
            <form
              className="mt-2 flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                if (!reason.trim()) return;
                setAsking(false);
                onChange({ done_at: null, not_needed_reason: reason.trim() });
              }}
            >
              <div className="grow">
                <Field
                  id={`${id}-reason`}
                  label="Why is it not needed?"
                  required
                  maxLength={300}
                  value={reason}
                  onChange={(event) => setReason(event.target.value)}
                />
              </div>
              <button type="submit" className="btn btn-primary">
                Mark not needed
              </button>
              <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
                Cancel
              </button>
            </form>
          )}
        </div>
      </div>
    </li>
  );
}

function DetailsForm({
  application: a,
  token,
  onSaved,
}: {
  application: ApplicationRow;
  token: string;
  onSaved: () => Promise<void>;
}) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '').trim() || null;
    const fee = text('fee_paid');
    setSaving(true);
    try {
      await updateApplication(token, a.id, {
        stage: String(form.get('stage')) as ApplicationRow['stage'],
        portal: text('portal'),
        application_number: text('application_number'),
        fee_paid_cents: fee === null ? null : Math.round(Number(fee) * 100),
        fee_currency: (text('fee_currency') ?? 'EUR').toUpperCase(),
        deadline: text('deadline'),
        notes: text('notes'),
      });
      toast({ title: 'Application saved' });
      await onSaved();
    } catch (error) {
      toastError(SAVE_FAILED, errorMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="card grid gap-3 p-6" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xl font-bold">
        Application
      </h3>
      <div>
        <label htmlFor={`${id}-stage`} className="label">
          Stage
        </label>
        <select id={`${id}-stage`} name="stage" className="field" defaultValue={a.stage}>
          {APPLICATION_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {APPLICATION_STAGE_LABELS[stage]}
            </option>
          ))}
        </select>
      </div>
      <Field
        id={`${id}-portal`}
        label="Portal"
        name="portal"
        maxLength={120}
        defaultValue={a.portal ?? ''}
        placeholder="uni-assist, Studielink..."
      />
      <Field
        id={`${id}-number`}
        label="Application number"
        name="application_number"
        maxLength={80}
        defaultValue={a.application_number ?? ''}
      />
      <div className="grid grid-cols-[1fr_6rem] gap-2">
        <Field
          id={`${id}-fee`}
          label="Fees paid"
          name="fee_paid"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          defaultValue={a.fee_paid_cents === null ? '' : (a.fee_paid_cents / 100).toFixed(2)}
        />
        <Field id={`${id}-currency`} label="Currency" name="fee_currency" maxLength={3} defaultValue={a.fee_currency} />
      </div>
      <Field id={`${id}-deadline`} label="Deadline" name="deadline" type="date" defaultValue={a.deadline ?? ''} />
      <div>
        <label htmlFor={`${id}-notes`} className="label">
          Notes
        </label>
        <textarea
          id={`${id}-notes`}
          name="notes"
          className="field"
          rows={4}
          maxLength={5000}
          defaultValue={a.notes ?? ''}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving...' : 'Save application'}
      </button>
    </form>
  );
}

function Comments({ application: a, userId }: { application: ApplicationRow; userId: string }) {
  return (
    <section className="card p-6" aria-labelledby={`comments-${a.id}`}>
      <h3 id={`comments-${a.id}`} className="text-xl font-bold">
        From your counsellor
      </h3>
      {a.comments.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          No comments yet. If you share with your counsellor (on{' '}
          <a href="/account" className="underline">
            your account
          </a>
          ), they see this application and can add steps and comments.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {a.comments.map((comment) => (
            <li key={comment.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-semibold">
                {comment.author_id === userId ? 'You' : 'Your counsellor'} ·{' '}
                {new Date(comment.created_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}
              </p>
              <p className="mt-1 whitespace-pre-line">{comment.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
