// Signs the demo student in on the site served to Lighthouse, through the real login form, in the
// browser Lighthouse drives (over its DevTools port): the session the site stores in localStorage is
// then the one the guarded pages (/resources, /transportation) find when Lighthouse loads them.

import { DEMO_STUDENT } from '@app/shared/local-backend';
import { chromium } from '@playwright/test';

export async function signInAsStudent(devtoolsPort: number, siteUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The Lighthouse browser has no default context to sign in on');
    const page = await context.newPage();
    await page.goto(`${siteUrl}/auth`);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(DEMO_STUDENT.email);
    await form.getByLabel('Password').fill(DEMO_STUDENT.password);
    await form.getByRole('button', { name: 'Login' }).click();
    // The form stores the session, then leaves /auth.
    await page.waitForURL((url) => url.pathname !== '/auth');
    const stored = await page.evaluate(() => Object.keys(localStorage).some((key) => key.endsWith('-auth-token')));
    if (!stored) throw new Error(`Signing ${DEMO_STUDENT.email} in on ${siteUrl} stored no session`);
    await page.close();
  } finally {
    // Disconnects only: the browser is Lighthouse's, and its default context keeps the session.
    await browser.close();
  }
}
