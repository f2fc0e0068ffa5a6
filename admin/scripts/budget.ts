// `pnpm budget`: what the console costs to load. Reads the build's manifest (run `pnpm build` first) and
// prints the initial JavaScript (gzip) — the entry chunk of index.html and every chunk it imports
// statically, i.e. what the browser must fetch before the first screen — and the largest chunk that is
// only loaded lazily (a resource page or its dependencies).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`pnpm --filter @app/admin build\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const fmt = (kb: number) => `${kb.toFixed(1)} kB`;

// The initial graph: entries and their static imports, transitively.
const initial = new Set<string>();
const visit = (key: string) => {
  if (initial.has(key)) return;
  initial.add(key);
  for (const next of manifest[key]?.imports ?? []) visit(next);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

const jsOf = (keys: Iterable<string>) =>
  [...keys].map((key) => manifest[key]?.file).filter((file): file is string => !!file && file.endsWith('.js'));

const initialFiles = jsOf(initial);
const initialKb = initialFiles.reduce((sum, file) => sum + gzipKb(file), 0);

const lazy = jsOf(Object.keys(manifest).filter((key) => !initial.has(key)));
const sizes = lazy.map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
const largest = sizes[0];

console.log(`Initial JavaScript (gzip): ${fmt(initialKb)} in ${initialFiles.length} file(s)`);
for (const file of initialFiles) console.log(`  ${file}  ${fmt(gzipKb(file))}`);
console.log(
  largest
    ? `Largest lazily loaded chunk (gzip): ${largest.file}  ${fmt(largest.kb)} (of ${sizes.length} lazy chunks)`
    : 'No lazily loaded chunks.',
);
