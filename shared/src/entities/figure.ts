// The zod side of shared/src/figures.ts: what a figure column returns, and what the console's figure
// inputs and the CSV import send (a form's loose values → the one stored shape, with messages that say
// what to fix next to the field). The database checks the same rules (private.figure_problem).
import { z } from 'zod';
import { CEFR_LEVELS, type DateFigure, type EnglishFigure, type FigureKind, type MoneyFigure } from '../figures.ts';
import {
  currencyCode,
  isoDate,
  optionalCents,
  optionalDate,
  optionalNumber,
  optionalText,
  optionalUrl,
} from './fields.ts';
import { refuseFutureCheck } from './provenance.ts';

const source = { source_url: z.string(), checked_on: isoDate, note: z.string().optional() };
const unchecked = z.object({ state: z.literal('unchecked'), note: z.string().optional() });
const none = z.object({ state: z.literal('none'), applies_to: z.string().optional(), ...source });
const known = <T extends z.ZodRawShape>(value: T) =>
  z.object({ state: z.literal('known'), applies_to: z.string(), ...source, ...value });

export const moneyFigureSchema: z.ZodType<MoneyFigure> = z.discriminatedUnion('state', [
  known({ low_cents: z.int(), high_cents: z.int(), currency: z.string() }),
  none,
  unchecked,
]);
export const dateFigureSchema: z.ZodType<DateFigure> = z.discriminatedUnion('state', [
  known({ date: isoDate }),
  none,
  unchecked,
]);
export const englishFigureSchema: z.ZodType<EnglishFigure> = z.discriminatedUnion('state', [
  known({ ielts: z.number().optional(), toefl: z.int().optional(), cefr: z.enum(CEFR_LEVELS).optional() }),
  none,
  unchecked,
]);

/** Limits the database holds too (private.figure_problem). */
export const FIGURE_LIMITS = { note: 500, appliesTo: 60, ielts: { min: 0, max: 9 }, toefl: { min: 0, max: 120 } };

const formFields = {
  state: z.enum(['known', 'none', 'unchecked']).nullish(),
  low_cents: optionalCents(),
  high_cents: optionalCents(),
  currency: currencyCode(),
  date: optionalDate(),
  ielts: optionalNumber(),
  toefl: optionalNumber(),
  cefr: optionalText()
    .transform((v) => v?.toUpperCase() ?? null)
    .pipe(z.enum(CEFR_LEVELS, { error: `Choose a CEFR level: ${CEFR_LEVELS.join(', ')}.` }).nullable()),
  source_url: optionalUrl(),
  checked_on: optionalDate(),
  applies_to: optionalText().refine(
    (v) => v === null || v.length <= FIGURE_LIMITS.appliesTo,
    `At most ${FIGURE_LIMITS.appliesTo} characters.`,
  ),
  note: optionalText().refine(
    (v) => v === null || v.length <= FIGURE_LIMITS.note,
    `At most ${FIGURE_LIMITS.note} characters.`,
  ),
};
type FormFigure = z.output<z.ZodObject<typeof formFields>>;
type Ctx = z.RefinementCtx;
const problem = (ctx: Ctx, path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

function checkSource(figure: FormFigure, ctx: Ctx): void {
  if (figure.source_url === null) problem(ctx, 'source_url', 'Enter the official page this comes from.');
  if (figure.checked_on === null) problem(ctx, 'checked_on', 'Enter the day you checked it.');
  refuseFutureCheck(figure.checked_on, ctx);
}

function checkValue(kind: FigureKind, figure: FormFigure, ctx: Ctx): void {
  if (kind === 'money') {
    if (figure.low_cents === null) problem(ctx, 'low_cents', 'Enter the amount (the low end of a band).');
    else if (figure.high_cents !== null && figure.high_cents < figure.low_cents) {
      problem(ctx, 'high_cents', 'Must be at least the low end.');
    }
  } else if (kind === 'date') {
    if (figure.date === null) problem(ctx, 'date', 'Enter the date.');
  } else {
    const { ielts, toefl, cefr } = figure;
    if (ielts === null && toefl === null && cefr === null) {
      problem(ctx, 'ielts', 'Enter an IELTS band, a TOEFL iBT score or the CEFR level the page names.');
    }
    if (ielts !== null && (ielts > FIGURE_LIMITS.ielts.max || !Number.isInteger(ielts * 2))) {
      problem(ctx, 'ielts', 'Enter a band from 0 to 9 in steps of 0.5.');
    }
    if (toefl !== null && (toefl > FIGURE_LIMITS.toefl.max || !Number.isInteger(toefl))) {
      problem(ctx, 'toefl', 'Enter a whole score from 0 to 120.');
    }
  }
}

/** Only the keys the figure's state and kind store; a blank high end is the low end. */
function stored(kind: FigureKind, f: FormFigure): Record<string, unknown> {
  const note = f.note === null ? {} : { note: f.note };
  const state = f.state ?? 'unchecked';
  if (state === 'unchecked') return { state, ...note };
  const base = {
    state,
    source_url: f.source_url,
    checked_on: f.checked_on,
    ...(f.applies_to === null ? {} : { applies_to: f.applies_to }),
    ...note,
  };
  if (state === 'none') return base;
  if (kind === 'money') {
    return { ...base, low_cents: f.low_cents, high_cents: f.high_cents ?? f.low_cents, currency: f.currency };
  }
  if (kind === 'date') return { ...base, date: f.date };
  return {
    ...base,
    ...(f.ielts === null ? {} : { ielts: f.ielts }),
    ...(f.toefl === null ? {} : { toefl: f.toefl }),
    ...(f.cefr === null ? {} : { cefr: f.cefr }),
  };
}

function figureInput<Out>(kind: FigureKind) {
  // A new record's figure may be missing from the form: it is unchecked.
  return z
    .preprocess((value) => value ?? {}, z.object(formFields))
    .superRefine((figure, ctx) => {
      if (figure.state === 'known' || figure.state === 'none') checkSource(figure, ctx);
      if (figure.state === 'known') {
        if (figure.applies_to === null) {
          problem(ctx, 'applies_to', 'Enter the academic year or intake it is for, e.g. 2026/27.');
        }
        checkValue(kind, figure, ctx);
      }
    })
    .transform((figure) => stored(kind, figure) as Out);
}

/** A money figure as a form sends it (amounts in cents: the inputs convert from euros with decimals). */
export const moneyFigureInput = () => figureInput<MoneyFigure>('money');
export const dateFigureInput = () => figureInput<DateFigure>('date');
export const englishFigureInput = () => figureInput<EnglishFigure>('english');

export const figureInputOf = (kind: FigureKind) =>
  kind === 'money' ? moneyFigureInput() : kind === 'date' ? dateFigureInput() : englishFigureInput();
export const figureRowSchemaOf = (kind: FigureKind): z.ZodType =>
  kind === 'money' ? moneyFigureSchema : kind === 'date' ? dateFigureSchema : englishFigureSchema;
