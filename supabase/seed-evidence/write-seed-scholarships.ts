// Rewrites the seed's block of scholarships (between `-- scholarships:start` and `-- scholarships:end` in
// supabase/seed.sql) from supabase/seed-evidence/scholarships.json. supabase/tests/seed-scholarships.test.ts
// fails when the two differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { BLOCK_END, BLOCK_START, type EvidenceFile, seedScholarshipsSql } from './scholarships.ts';

const here = (path: string) => new URL(path, import.meta.url);
const evidence = JSON.parse(readFileSync(here('./scholarships.json'), 'utf8')) as EvidenceFile;
const seed = readFileSync(here('../seed.sql'), 'utf8');
const start = seed.indexOf(BLOCK_START);
const end = seed.indexOf(BLOCK_END);
const block = seedScholarshipsSql(evidence);
// The first run appends the block; later runs replace it.
const next =
  start < 0 ? `${seed.trimEnd()}\n\n${block}\n` : seed.slice(0, start) + block + seed.slice(end + BLOCK_END.length);
writeFileSync(here('../seed.sql'), next);
console.log('seed.sql: scholarships block rewritten from scholarships.json');
