// Time from navigating to the console's universities list until its first row is on screen, for a
// signed-in admin, in Debian's Chromium (the median of a few runs, each with a warm HTTP cache, as an
// admin coming back to the console would have). `pnpm bench` takes it per catalogue size (firstRowAt).
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@app/shared/chromium';
import { DEMO_ADMIN } from '@app/shared/local-backend';
import { chromium } from '@playwright/test';
import { serveStatic } from './serve.ts';

async function timeToFirstRow(adminUrl: string, runs = 5): Promise<{ medianMs: number; rows: number }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
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

export interface FirstRowAtSize {
  /** Generated universities in the database besides the seed's (0: the seed alone). */
  universities: number;
  medianMs: number;
  rows: number;
}

/** Serves the console build at `adminDist` and times its first universities row at the current data size. */
export async function firstRowAt(adminDist: string, port: number, universities: number): Promise<FirstRowAtSize> {
  const server = await serveStatic(adminDist, { port, spa: true, base: '/admin' });
  try {
    return { universities, ...(await timeToFirstRow(server.url)) };
  } finally {
    await server.close();
  }
}
