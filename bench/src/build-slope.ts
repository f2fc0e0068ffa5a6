// The site build's memory as the catalogue grows: the site is built at several catalogue
// sizes (BENCH_SCALE_SIZES, default 5,000, 10,000 and 20,000 universities) and the peak memory's slope
// is fitted across them, so a build that holds every row again shows as MB per 1,000 universities.
import { join } from 'node:path';
import { type BuildFigures, build } from './builds.ts';
import { fixed, table } from './report.ts';
import type { BenchStack } from './stack.ts';

const SCALE_SIZES = (process.env.BENCH_SCALE_SIZES ?? '5000,10000,20000').split(',').filter(Boolean).map(Number);

export interface BuildSlope {
  sizes: (BuildFigures & { universities: number; programs: number })[];
  /** Least-squares slope of peak memory over catalogue size, MB per 1,000 universities. */
  peakMbPer1000: number | null;
  /** The same for wall time, s per 1,000 universities. */
  secondsPer1000: number | null;
}

export async function measureBuildSlope(
  stack: BenchStack,
  options: {
    programsPerUniversity: number;
    outDir: string;
    env: NodeJS.ProcessEnv;
    log: (message: string) => void;
    /** Builds already measured at some size (the scale section's), used instead of building again. */
    measured?: Map<number, BuildFigures>;
  },
): Promise<BuildSlope> {
  const sizes: BuildSlope['sizes'] = [];
  // Largest first: the scale section leaves the stack at its largest size, so each step only deletes.
  for (const universities of [...SCALE_SIZES].sort((a, b) => b - a)) {
    const known = options.measured?.get(universities);
    if (known) {
      sizes.push({ universities, programs: universities * options.programsPerUniversity, ...known });
      continue;
    }
    await stack.resizeUniversities(universities, options.programsPerUniversity);
    options.log(`building the site at ${universities} universities (memory slope)`);
    const figures = await build('site', join(options.outDir, `site-${universities}`), options.env);
    sizes.push({ universities, programs: universities * options.programsPerUniversity, ...figures });
  }
  sizes.sort((a, b) => a.universities - b.universities);
  const per1000 = (pick: (row: BuildSlope['sizes'][number]) => number | null) =>
    slope(sizes.flatMap((row) => (pick(row) === null ? [] : [[row.universities / 1000, pick(row) as number]])));
  return { sizes, peakMbPer1000: per1000((row) => row.peakMb), secondsPer1000: per1000((row) => row.seconds) };
}

/** Least-squares slope of y over x; null with fewer than two distinct x. */
function slope(points: number[][]): number | null {
  const n = points.length;
  const meanX = points.reduce((sum, [x = 0]) => sum + x, 0) / n;
  const meanY = points.reduce((sum, [, y = 0]) => sum + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const [x = 0, y = 0] of points) {
    sxx += (x - meanX) ** 2;
    sxy += (x - meanX) * (y - meanY);
  }
  return n < 2 || sxx === 0 ? null : sxy / sxx;
}

/** Memory stays flat as the catalogue grows: every size is held to the same peak. */
/** The whole site build, a page per program included, within 1.5 GB on the 2-core machine. */
export const PEAK_MB_GOAL = 1536;

export function buildSlopeTable(result: BuildSlope): string {
  return table(
    `Site build as the catalogue grows (goal: peak ≤ ${PEAK_MB_GOAL} MB at every size; slope ` +
      `${fixed(result.peakMbPer1000, 1) ?? '–'} MB and ${fixed(result.secondsPer1000, 2) ?? '–'} s per 1,000 universities)`,
    ['universities', 'programs', 'wall s', 'peak MB'],
    result.sizes.map((row) => [
      row.universities,
      row.programs,
      fixed(row.seconds, 1),
      row.peakMb === null ? undefined : `${fixed(row.peakMb)}${row.peakMb <= PEAK_MB_GOAL ? '' : ' ✗'}`,
    ]),
  );
}
