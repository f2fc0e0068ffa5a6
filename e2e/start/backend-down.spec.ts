// `pnpm start` mode with the database gone: a build that cannot read it fails and the last good site
// stays served. Runs after every other start spec (its own project, see playwright.start.config.ts),
// because it stops the backend.
import { expect, test } from '@playwright/test';
import { REBUILDER_URL, rebuilderIdle, SUPABASE_URL, status } from './support.ts';

test('a build that cannot read the backend fails and the previous site stays served', async ({ page }) => {
  // A build an earlier spec's edit started may still be running; it read the backend while it was up
  // and would land after the kill, so the figures below are taken once nothing is building.
  test.setTimeout(240_000);
  await rebuilderIdle(120_000);
  const servedBefore = await Promise.all(
    ['/universities', '/news'].map(async (path) => (await page.request.get(path)).text()),
  );
  const before = await status();
  process.kill(Number(process.env.E2E_BACKEND_PID), 'SIGTERM');
  await expect
    .poll(
      async () =>
        fetch(`${SUPABASE_URL}/health`).then(
          () => 'up',
          () => 'down',
        ),
      { timeout: 15_000 },
    )
    .toBe('down');

  const hook = await fetch(`${REBUILDER_URL}/hooks/rebuild`, { method: 'POST' });
  expect(hook.status).toBe(202);
  await expect.poll(async () => (await status()).failures, { timeout: 60_000 }).toBe(before.failures + 1);
  const after = await status();
  expect(after.builds).toBe(before.builds);
  expect(after.lastError).toContain('cannot read');

  for (const [index, path] of ['/universities', '/news'].entries()) {
    const page_ = await page.request.get(path);
    expect(page_.status()).toBe(200);
    expect(await page_.text()).toBe(servedBefore[index]);
  }
});
