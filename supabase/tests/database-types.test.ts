import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { generateTypes } from '../local/src/typegen.ts';
import { startTestStack, type TestStack } from './support/stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

it('the checked-in database types match the migrated catalogue (run `pnpm backend types` after changing a migration)', async () => {
  const checkedIn = readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'src', 'database.types.ts'), 'utf8');
  expect(await generateTypes(stack.engine.owner)).toBe(checkedIn);
});
