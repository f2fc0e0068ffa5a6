// Rewrites the seed's block of figure updates (between `-- figures:start` and `-- figures:end` in
// supabase/seed.sql) from supabase/seed-evidence/figures.json. supabase/tests/seed-figures.test.ts
// fails when the two differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { BLOCK_END, BLOCK_START, type EvidenceFile, seedFiguresSql } from './figures.ts';

const here = (path: string) => new URL(path, import.meta.url);
const evidence = JSON.parse(readFileSync(here('./figures.json'), 'utf8')) as EvidenceFile;
const seed = readFileSync(here('../seed.sql'), 'utf8');
const start = seed.indexOf(BLOCK_START);
const end = seed.indexOf(BLOCK_END);
if (start < 0 || end < start) throw new Error(`seed.sql has no ${BLOCK_START} … ${BLOCK_END} block`);
writeFileSync(
  here('../seed.sql'),
  seed.slice(0, start) + seedFiguresSql(evidence) + seed.slice(end + BLOCK_END.length),
);
console.log('seed.sql: figures block rewritten from figures.json');
