import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './builds.ts';
import { phasesOf } from './test-suite.ts';

describe('phasesOf', () => {
  it('reads the phases of the root test script, the command README gives', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { test: string } };
    expect(phasesOf(manifest.scripts.test)).toEqual(['lint', 'typecheck', 'test:unit', 'test:backend', 'test:e2e']);
  });

  it('accepts `pnpm run SCRIPT` and refuses a phase it could not time as a script', () => {
    expect(phasesOf('pnpm run lint && pnpm test:unit')).toEqual(['lint', 'test:unit']);
    expect(() => phasesOf('pnpm lint && node x.js')).toThrow(/node x\.js/);
  });
});
