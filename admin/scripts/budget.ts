// `pnpm budget`: what the console costs to load (run `pnpm build` first), against its goal: exits
// non-zero when the initial JavaScript exceeds INITIAL_JS_GOAL_KB. See bundle-size.ts.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INITIAL_JS_GOAL_KB, measureBundle } from './bundle-size.ts';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const fmt = (kb: number) => `${kb.toFixed(1)} kB`;

let size: ReturnType<typeof measureBundle>;
try {
  size = measureBundle(dist);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
console.log(`Initial JavaScript (gzip): ${fmt(size.initialKb)} in ${size.initial.length} file(s)`);
for (const { file, kb } of size.initial) console.log(`  ${file}  ${fmt(kb)}`);
console.log(
  size.largestLazy
    ? `Largest lazily loaded chunk (gzip): ${size.largestLazy.file}  ${fmt(size.largestLazy.kb)} (of ${size.lazyChunks} lazy chunks)`
    : 'No lazily loaded chunks.',
);
if (size.initialKb > INITIAL_JS_GOAL_KB) {
  console.error(`✗ the initial JavaScript exceeds its goal of ${fmt(INITIAL_JS_GOAL_KB)} gzip`);
  process.exit(1);
}
console.log(`✓ within the goal of ${fmt(INITIAL_JS_GOAL_KB)} gzip`);
