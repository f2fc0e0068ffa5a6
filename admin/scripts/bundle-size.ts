// What the console costs to load, from a build's manifest: the initial JavaScript (gzip) — the entry
// chunk of index.html and every chunk it imports statically, i.e. what the browser must fetch before
// the first screen — and the largest chunk loaded only lazily. Used by `pnpm budget` and `pnpm bench`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The goal for the initial JavaScript, KB gzip (issue 13: the console loads light, with room for what comes). */
export const INITIAL_JS_GOAL_KB = 300;

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };

export interface BundleSize {
  initial: { file: string; kb: number }[];
  initialKb: number;
  largestLazy: { file: string; kb: number } | undefined;
  lazyChunks: number;
}

export function measureBundle(dist: string): BundleSize {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No build manifest at ${manifestPath}: run \`pnpm --filter @app/admin build\` first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

  // The initial graph: entries and their static imports, transitively.
  const initialKeys = new Set<string>();
  const visit = (key: string) => {
    if (initialKeys.has(key)) return;
    initialKeys.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  const jsOf = (keys: Iterable<string>) =>
    [...keys].map((key) => manifest[key]?.file).filter((file): file is string => !!file && file.endsWith('.js'));
  const initial = jsOf(initialKeys).map((file) => ({ file, kb: gzipKb(file) }));
  const lazy = jsOf(Object.keys(manifest).filter((key) => !initialKeys.has(key)))
    .map((file) => ({ file, kb: gzipKb(file) }))
    .sort((a, b) => b.kb - a.kb);
  return {
    initial,
    initialKb: initial.reduce((sum, { kb }) => sum + kb, 0),
    largestLazy: lazy[0],
    lazyChunks: lazy.length,
  };
}
