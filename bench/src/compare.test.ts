import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { compare, compareOptions, flatten, formatComparison, formatValue } from './compare.ts';

const route = (name: string, js: number, performance = 100) => ({
  route: name,
  html: 2048,
  css: 1024,
  js,
  islands: 1,
  framework: true,
  lighthouse: { performance, lcpMs: 1200, cls: 0, tbtMs: 10, failing: ['largest-contentful-paint'] },
});

const results = (overrides: Record<string, unknown> = {}) => ({
  machine: { cpus: 2, memoryGb: 8, node: 'v24.9.0', date: '2026-11-22T10:00:00.000Z' },
  routes: [route('/', 40 * 1024), route('/transportation', 105.5 * 1024, 98)],
  scale: { universities: 10000, build: { seconds: 36, peakMb: 1538 }, pagesPerSecond: 300 },
  api: { pglite: { 'list read': { p50: 2, p95: 4, rps: 900 }, 'stack / engine (p50)': 2.55 } },
  ...overrides,
});

const byKey = (value: unknown) => new Map(flatten(value).map((figure) => [figure.key, figure]));

describe('flatten', () => {
  it('keys routes by route name and reports page weights in KB', () => {
    const js = byKey(results()).get('routes[/transportation].js');
    expect(js).toEqual({
      key: 'routes[/transportation].js',
      label: 'routes /transportation JS KB',
      value: 105.5,
      direction: 'lower',
    });
  });

  it('keeps only numbers, leaves out the machine and the field that names an item', () => {
    const keys = [...byKey(results()).keys()];
    expect(keys.some((key) => key.startsWith('machine'))).toBe(false);
    expect(keys).not.toContain('routes[/].route');
    expect(keys).not.toContain('routes[/].framework');
    expect(keys.some((key) => key.includes('failing'))).toBe(false);
    expect(keys).toContain('routes[/].lighthouse.lcpMs');
  });

  it('tells which way is better from the figure name', () => {
    const figures = byKey(results());
    const direction = (key: string) => figures.get(key)?.direction;
    expect(direction('routes[/].lighthouse.performance')).toBe('higher');
    expect(direction('routes[/].lighthouse.lcpMs')).toBe('lower');
    expect(direction('routes[/].lighthouse.cls')).toBe('lower');
    expect(direction('routes[/].islands')).toBe('neither');
    expect(direction('scale.build.seconds')).toBe('lower');
    expect(direction('scale.build.peakMb')).toBe('lower');
    expect(direction('scale.pagesPerSecond')).toBe('higher');
    expect(direction('scale.universities')).toBe('neither');
    expect(direction('api.pglite.list read.p95')).toBe('lower');
    expect(direction('api.pglite.list read.rps')).toBe('higher');
    expect(direction('api.pglite.stack / engine (p50)')).toBe('lower');
  });

  it('keys figures added later by their identifying field, or by position without one', () => {
    const figures = byKey({
      build: { sizes: [{ universities: 5000, peakMb: 700, mbPerThousandUniversities: 3 }] },
      tests: { phases: [{ phase: 'lint', seconds: 12.5, passed: true }] },
      console: { firstRow: [{ universities: 10000, ms: 480, rows: 25 }] },
      samples: [[1, 2]],
    });
    expect(figures.get('build.sizes[5000].peakMb')?.label).toBe('build sizes 5000 peak MB');
    expect(figures.get('build.sizes[5000].mbPerThousandUniversities')?.direction).toBe('lower');
    expect(figures.has('build.sizes[5000].universities')).toBe(false);
    expect(figures.get('tests.phases[lint].seconds')?.value).toBe(12.5);
    expect(figures.get('console.firstRow[10000].ms')?.direction).toBe('lower');
    expect(figures.get('console.firstRow[10000].rows')?.direction).toBe('neither');
    expect(figures.get('samples[0][1]')?.value).toBe(2);
  });
});

describe('compare', () => {
  it('says whether each figure got better or worse, by how much', () => {
    const before = results();
    const after = results({ routes: [route('/', 40 * 1024), route('/transportation', 92.1 * 1024, 100)] });
    const changes = new Map(compare(before, after).map((change) => [change.key, change]));
    const js = changes.get('routes[/transportation].js');
    expect(js?.verdict).toBe('better');
    expect(js?.percent).toBeCloseTo(-12.7, 1);
    expect(changes.get('routes[/transportation].lighthouse.performance')?.verdict).toBe('better');
    expect(changes.get('routes[/].js')?.verdict).toBe('same');
  });

  it('calls a rise of a lower-is-better figure worse, and a change of a count changed', () => {
    const after = results({
      scale: { universities: 20000, build: { seconds: 36, peakMb: 1600 }, pagesPerSecond: 250 },
    });
    const changes = new Map(compare(results(), after).map((change) => [change.key, change]));
    expect(changes.get('scale.build.peakMb')?.verdict).toBe('worse');
    expect(changes.get('scale.pagesPerSecond')?.verdict).toBe('worse');
    expect(changes.get('scale.universities')?.verdict).toBe('changed');
    expect(changes.get('scale.build.seconds')?.verdict).toBe('same');
  });

  it('lists figures on one side only as added or removed', () => {
    const after = results({ api: undefined, tests: { phases: [{ phase: 'lint', seconds: 10, passed: true }] } });
    const changes = compare(results(), after);
    expect(changes.find((c) => c.key === 'tests.phases[lint].seconds')).toMatchObject({ verdict: 'added', after: 10 });
    expect(changes.find((c) => c.key === 'api.pglite.list read.p50')).toMatchObject({ verdict: 'removed', before: 2 });
  });

  it('gives no percentage from a zero', () => {
    const before = { routes: [{ route: '/', lighthouse: { tbtMs: 0 } }] };
    const after = { routes: [{ route: '/', lighthouse: { tbtMs: 12 } }] };
    expect(compare(before, after)).toEqual([
      {
        key: 'routes[/].lighthouse.tbtMs',
        label: 'routes / lighthouse TBT ms',
        before: 0,
        after: 12,
        verdict: 'worse',
      },
    ]);
  });
});

describe('formatComparison', () => {
  it('prints one line per figure with both values, the change and the verdict', () => {
    const before = { routes: [{ route: '/transportation', js: 105.5 * 1024, islands: 2 }] };
    const after = { routes: [{ route: '/transportation', js: 92.1 * 1024, islands: 2 }], tests: { totalSeconds: 600 } };
    const lines = formatComparison('title', compare(before, after)).split('\n');
    expect(lines.find((line) => line.includes('JS KB'))).toMatch(
      /^routes \/transportation JS KB\s+105\.5\s+→\s+92\.1\s+−12\.7%\s+better$/,
    );
    expect(lines.find((line) => line.includes('islands'))).toMatch(/2\s+→\s+2\s+–\s+same$/);
    expect(lines.find((line) => line.includes('total'))).toMatch(/–\s+→\s+600\s+–\s+added$/);
    expect(lines.at(-1)).toBe('0 worse, 1 better, 0 changed, 1 same, 1 added, 0 removed');
  });

  it('names the figures that got worse under the summary', () => {
    const before = { routes: [{ route: '/auth', js: 90 * 1024, lighthouse: { performance: 100, tbtMs: 0 } }] };
    const after = { routes: [{ route: '/auth', js: 99 * 1024, lighthouse: { performance: 98, tbtMs: 150 } }] };
    const lines = formatComparison('title', compare(before, after)).split('\n');
    expect(lines.at(-2)).toBe('3 worse, 0 better, 0 changed, 0 same, 0 added, 0 removed');
    expect(lines.at(-1)).toBe(
      'worse: routes /auth JS KB +10.0%; routes /auth lighthouse performance −2.0%; routes /auth lighthouse TBT ms 0 → 150',
    );
  });

  it('rounds figures to about three significant digits', () => {
    expect(formatValue(1538.4)).toBe('1538');
    expect(formatValue(105.46)).toBe('105.5');
    expect(formatValue(0.0123)).toBe('0.012');
    expect(formatValue(100)).toBe('100');
  });
});

describe('compareOptions', () => {
  const folder = mkdtempSync(join(tmpdir(), 'bench-compare-'));
  afterEach(() => vi.unstubAllEnvs());
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('reads both files from where pnpm was started', () => {
    writeFileSync(join(folder, 'old.json'), JSON.stringify(results()));
    writeFileSync(join(folder, 'new.json'), JSON.stringify(results({ routes: [] })));
    vi.stubEnv('INIT_CWD', folder);
    const options = compareOptions(['--compare', 'old.json', '--against', 'new.json']);
    expect(options.earlier?.path).toBe('old.json');
    expect(options.later?.results).toMatchObject({ routes: [] });
  });

  it('runs the bench without options, and refuses --against alone or an unknown option', () => {
    expect(compareOptions([])).toEqual({});
    expect(() => compareOptions(['--against', 'new.json'])).toThrow(/--compare/);
    expect(() => compareOptions(['--comapre', 'old.json'])).toThrow();
  });
});
