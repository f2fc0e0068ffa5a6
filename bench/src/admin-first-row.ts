// Time from navigating to the console's universities list until its first row is on screen, for a
// signed-in admin, in Debian's Chromium (the median of a few runs, each with a warm HTTP cache, as an
// admin coming back to the console would have).
import { chromium } from '@playwright/test';
import { DEMO_ADMIN } from '../../shared/src/local-backend.ts';

export async function timeToFirstRow(adminUrl: string, runs = 5): Promise<{ medianMs: number; rows: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${adminUrl}/admin/login`);
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < runs; i++) {
      await page.goto(`${adminUrl}/admin`);
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
      const started = performance.now();
      await page.goto(`${adminUrl}/admin/universities`);
      await page.locator('tbody tr').first().waitFor();
      times.push(performance.now() - started);
      rows = await page.locator('tbody tr').count();
    }
    times.sort((a, b) => a - b);
    return { medianMs: times[Math.floor(times.length / 2)] ?? Number.NaN, rows };
  } finally {
    await browser.close();
  }
}
