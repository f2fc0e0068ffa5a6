// /suggest?table=…&id=…&figure=…: a visitor tells us a figure is wrong or missing: the correct value,
// the official page it comes from and an optional note. Sent anonymously under the contact form's
// limits; it waits for staff in the console and changes nothing on the site until they accept it.

import { figureText, provenanceText } from '@app/shared/figure-text';
import type { Figure, FigureKind } from '@app/shared/figures';
import { publicMessages } from '@app/shared/messages';
import { TABLES } from '@app/shared/tables';
import { validateSuggestion } from '@app/shared/validation';
import { useEffect, useId, useState } from 'react';
import { restClient } from '../lib/rest';
import { parseSuggestionTarget, type SuggestionTarget, subjectName, subjectSelect } from '../lib/suggestion';
import { withErrorBoundary } from '../react/ErrorBoundary';
import { Field } from '../react/Field';
import { Honeypot } from '../react/Honeypot';
import { TextAreaField } from '../react/TextAreaField';
import { useAnonymousInsert } from '../react/useAnonymousInsert';
import { useHydrated } from '../react/useHydrated';

const EMPTY = { suggested_value: '', source_url: '', note: '', website: '' };

export default withErrorBoundary(SuggestCorrection);

function currentText(figure: Figure | undefined, kind: FigureKind): string {
  if (!figure) return '';
  const value = figureText(figure, kind);
  const provenance = provenanceText(figure);
  return provenance ? `${value} (${provenance})` : value;
}

function SuggestCorrection() {
  const [target, setTarget] = useState<SuggestionTarget | null | undefined>(undefined);
  const [subject, setSubject] = useState<{ name: string; current: string } | null>(null);
  useEffect(() => {
    const parsed = parseSuggestionTarget(window.location.search);
    setTarget(parsed);
    if (!parsed) return;
    restClient()
      .from(parsed.table)
      .select(subjectSelect(parsed))
      .eq('id', parsed.id)
      .maybeSingle()
      .then(({ data }) => {
        const row = data as unknown as Record<string, unknown> | null;
        if (row)
          setSubject({ name: subjectName(row), current: currentText(row[parsed.figure] as Figure, parsed.kind) });
      });
  }, []);

  if (target === undefined) return <p className="text-slate-700">Loading…</p>;
  if (target === null) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
        This link does not point to a figure. Use “Suggest a correction” next to a figure on a programme, city or
        country page, or{' '}
        <a href="/contact" className="underline">
          write to us
        </a>
        .
      </p>
    );
  }
  return <SuggestionForm target={target} subject={subject} />;
}

function SuggestionForm({
  target,
  subject,
}: {
  target: SuggestionTarget;
  subject: { name: string; current: string } | null;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const { values, set, sending, submit, human } = useAnonymousInsert({
    empty: EMPTY,
    table: TABLES.figureSuggestions,
    validate: (form) => {
      const result = validateSuggestion(form);
      return result.ok
        ? { ok: true, value: { ...result.value, table_name: target.table, row_id: target.id, figure: target.figure } }
        : result;
    },
    succeeded: publicMessages.suggestionSent,
    failed: publicMessages.suggestionFailed,
    afterInsert: async () => setSent(true),
  });
  return (
    <form onSubmit={submit} noValidate onFocus={human.start} className="grid gap-4" aria-label="Suggest a correction">
      <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-800" data-suggestion-figure>
        <p className="font-semibold">{target.label}</p>
        {subject && <p>{subject.name}</p>}
        {subject && <p className="mt-1">We show: {subject.current}</p>}
      </div>
      <Field
        id={`${id}-value`}
        label="What should it be?"
        name="suggested_value"
        required
        value={values.suggested_value}
        onChange={set('suggested_value')}
        placeholder="e.g. €3,000 per semester from winter 2027/28"
      />
      <Field
        id={`${id}-source`}
        label="The official page that says so"
        name="source_url"
        type="url"
        inputMode="url"
        required
        value={values.source_url}
        onChange={set('source_url')}
        placeholder="https://…"
      />
      <TextAreaField
        id={`${id}-note`}
        label="Note (optional)"
        name="note"
        rows={3}
        value={values.note}
        onChange={set('note')}
        placeholder="Anything that helps us check it, e.g. where on the page it is"
      />
      <Honeypot value={values.website} onChange={set('website')} />
      {human.element}
      <button type="submit" className="btn btn-lg btn-primary justify-self-start" disabled={sending || !hydrated}>
        {sending ? 'Sending...' : 'Send suggestion'}
      </button>
      {sent && (
        <p role="status" className="text-sm text-slate-700">
          Sent. Thank you: our team checks every suggestion against the page before anything changes.
        </p>
      )}
    </form>
  );
}
