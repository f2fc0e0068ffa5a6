// `pnpm bench --compare OLD.json [--against NEW.json]`: each figure's change against an earlier results
// file, one line per figure, so a regression shows in one line. Generic on purpose: the results JSON
// is flattened to named numeric leaves with stable keys (objects by key, arrays by an identifying
// field, e.g. routes by route) and compared leaf by leaf, so figures added to the bench later are
// compared without touching this file; a figure on one side only is listed as added or removed.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { table } from './report.ts';

type Direction = 'lower' | 'higher' | 'neither';

interface Figure {
  /** Stable key, e.g. `routes[/transportation].js`. */
  key: string;
  /** The key for reading, with its unit, e.g. `routes /transportation JS KB`. */
  label: string;
  value: number;
  direction: Direction;
}

type Verdict = 'better' | 'worse' | 'same' | 'changed' | 'added' | 'removed';

interface Change {
  key: string;
  label: string;
  before?: number;
  after?: number;
  /** Relative change in percent; undefined when a side is missing or the earlier value is 0. */
  percent?: number;
  verdict: Verdict;
}

/** Fields that name an array's item, in order of preference; an item without one is keyed by index. */
const IDENTIFYING_FIELDS = ['route', 'phase', 'name', 'engine', 'universities', 'size', 'id', 'change'];
/** Sections that describe the run rather than measure the product. */
const NOT_FIGURES = new Set(['machine']);

interface Rule {
  test: RegExp;
  direction: Direction;
  unit?: string;
  /** Multiplier from the stored value to the unit (page weights are stored in bytes). */
  scale?: number;
}

// Matched against a leaf's own name, first match wins. Scores and throughputs are better higher;
// sizes, times, layout shift and the stack/engine ratio better lower; counts (pages, rows, islands)
// are neither.
const RULES: Rule[] = [
  { test: /^(performance|accessibility|bestPractices|seo)$/, direction: 'higher' },
  { test: /(rps|PerSecond)$/, direction: 'higher' },
  { test: /^(html|css|js)$/, direction: 'lower', unit: 'KB', scale: 1 / 1024 },
  { test: /(^kb|Kb)(?![a-z])/, direction: 'lower' },
  { test: /(^mb|Mb)(?![a-z])/, direction: 'lower' },
  { test: /(^ms|Ms|^p\d+)$/, direction: 'lower' },
  { test: /[sS]econds$/, direction: 'lower' },
  { test: /^cls$/, direction: 'lower' },
  { test: /\//, direction: 'lower' },
];

const ABBREVIATIONS: Record<string, string> = {
  html: 'HTML',
  css: 'CSS',
  js: 'JS',
  kb: 'KB',
  mb: 'MB',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
  seo: 'SEO',
  rps: 'req/s',
};

/** `initialJsKb` → `initial JS KB`; keys that are not camelCase (routes, requests) stay as they are. */
function words(name: string): string {
  if (!/^[a-z][A-Za-z0-9]*$/.test(name)) return name;
  return name
    .split(/(?=[A-Z])/)
    .map((word) => ABBREVIATIONS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ');
}

/** An array item's name and the field it comes from (none: the item is named by its index). */
function identify(item: unknown, index: number): { name: string; field?: string } {
  if (item !== null && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    const field = IDENTIFYING_FIELDS.find((f) => typeof record[f] === 'string' || typeof record[f] === 'number');
    if (field) return { name: String(record[field]), field };
  }
  return { name: String(index) };
}

/** Every finite number in `results`, in document order, keyed by its path. */
export function flatten(results: unknown): Figure[] {
  const figures: Figure[] = [];
  const walk = (value: unknown, key: string, names: string[], identifying?: string) => {
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) return;
      const leaf = names.at(-1) ?? '';
      const rule = RULES.find((r) => r.test.test(leaf));
      const label = [...names.slice(0, -1), words(leaf)].join(' ');
      figures.push({
        key,
        label: rule?.unit ? `${label} ${rule.unit}` : label,
        value: value * (rule?.scale ?? 1),
        direction: rule?.direction ?? 'neither',
      });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const { name, field } = identify(item, index);
        walk(item, `${key}[${name}]`, [...names, name], field);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [field, child] of Object.entries(value)) {
        if (field === identifying) continue; // it names the item; it is not a figure of it
        if (key === '' && NOT_FIGURES.has(field)) continue;
        walk(child, key === '' ? field : `${key}.${field}`, [...names, field]);
      }
    }
  };
  walk(results, '', []);
  return figures;
}

/** A figure as printed: whole numbers as they are, others to about three significant digits. */
export function formatValue(value: number): string {
  if (Number.isInteger(value)) return String(value);
  if (Math.abs(value) >= 1000) return value.toFixed(0);
  if (Math.abs(value) >= 1) return value.toFixed(1);
  return String(Number(value.toPrecision(2)));
}

function verdict(before: number, after: number, direction: Direction): Verdict {
  if (formatValue(before) === formatValue(after)) return 'same';
  if (direction === 'neither') return 'changed';
  return after < before === (direction === 'lower') ? 'better' : 'worse';
}

export function compare(before: unknown, after: unknown): Change[] {
  const earlier = new Map(flatten(before).map((figure) => [figure.key, figure]));
  const later = flatten(after);
  const laterKeys = new Set(later.map((figure) => figure.key));
  const changes: Change[] = later.map(({ key, label, value, direction }) => {
    const old = earlier.get(key);
    if (!old) return { key, label, after: value, verdict: 'added' };
    const percent = old.value === 0 ? undefined : ((value - old.value) / Math.abs(old.value)) * 100;
    return { key, label, before: old.value, after: value, percent, verdict: verdict(old.value, value, direction) };
  });
  for (const old of earlier.values()) {
    if (!laterKeys.has(old.key))
      changes.push({ key: old.key, label: old.label, before: old.value, verdict: 'removed' });
  }
  return changes;
}

const signed = (percent: number | undefined) =>
  percent === undefined ? undefined : `${percent < 0 ? '−' : '+'}${Math.abs(percent).toFixed(1)}%`;

export function formatComparison(title: string, changes: Change[]): string {
  const count = (v: Verdict) => changes.filter((change) => change.verdict === v).length;
  const summary = (['worse', 'better', 'changed', 'same', 'added', 'removed'] as const)
    .map((v) => `${count(v)} ${v}`)
    .join(', ');
  const rows = changes.map((change) => [
    change.label,
    change.before === undefined ? undefined : formatValue(change.before),
    '→',
    change.after === undefined ? undefined : formatValue(change.after),
    change.verdict === 'same' ? undefined : signed(change.percent),
    change.verdict,
  ]);
  // The regressions again under the summary, so a long table need not be read to find them.
  const worse = changes
    .filter((change) => change.verdict === 'worse')
    .map((change) => {
      const fromZero = `${formatValue(change.before ?? 0)} → ${formatValue(change.after ?? 0)}`;
      return `${change.label} ${signed(change.percent) ?? fromZero}`;
    });
  const tableText = table(title, ['figure', 'before', '', 'after', 'change', ''], rows);
  return [tableText, summary, ...(worse.length > 0 ? [`worse: ${worse.join('; ')}`] : [])].join('\n');
}

interface CompareOptions {
  /** The earlier results file, read before the bench runs so a wrong path fails at once. */
  earlier?: { path: string; results: unknown };
  /** A later results file to compare with instead of running the bench. */
  later?: { path: string; results: unknown };
}

function readResults(path: string): { path: string; results: unknown } {
  // pnpm runs the script in bench/; a path on the command line is meant from where pnpm was started.
  const absolute = resolve(process.env.INIT_CWD ?? process.cwd(), path);
  return { path, results: JSON.parse(readFileSync(absolute, 'utf8')) as unknown };
}

export function compareOptions(args: string[]): CompareOptions {
  const { values } = parseArgs({ args, options: { compare: { type: 'string' }, against: { type: 'string' } } });
  if (values.against !== undefined && values.compare === undefined)
    throw new Error('--against needs --compare OLD.json');
  return {
    ...(values.compare === undefined ? {} : { earlier: readResults(values.compare) }),
    ...(values.against === undefined ? {} : { later: readResults(values.against) }),
  };
}

const dateOf = (results: unknown) =>
  (results as { machine?: { date?: string } } | null)?.machine?.date ?? 'date unknown';

/** The comparison table of `later` against the earlier file. */
export function comparisonReport(earlier: { path: string; results: unknown }, later: unknown, laterName: string) {
  return formatComparison(
    `Compared with ${earlier.path} (${dateOf(earlier.results)}) → ${laterName} (${dateOf(later)})`,
    compare(earlier.results, later),
  );
}
