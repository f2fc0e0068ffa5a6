// Shared helpers of the site suites: island hydration, notices, axe, and sign-in fixtures.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DEMO_STUDENT as STUDENT } from '@app/shared/local-backend';
import { expect, type Locator, type Page } from '@playwright/test';

export { STUDENT };
export const PRODUCT = 'EuroStudy Compass';

/** A seeded programme's page (TUM's Informatics B.Sc.). */
export const PROGRAM_PAGE = '/programs/technical-university-of-munich/informatics-bsc';

/** Static routes checked everywhere (guarded ones need a session, see GUARDED_ROUTES). */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/universities',
  '/universities/technical-university-of-munich',
  '/programs',
  PROGRAM_PAGE,
  '/shortlist',
  '/compare',
  '/plan',
  '/countries',
  '/countries/de',
  '/accommodation',
  '/pricing',
  '/news',
  '/community-blog',
  '/stories',
  '/videos',
  '/careers',
  '/contact',
  '/book',
  '/suggest',
  '/auth',
  '/auth/forgot',
  '/auth/new-password',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/500',
  '/no-such-page',
] as const;
export const GUARDED_ROUTES = ['/resources', '/transportation'] as const;

/** Islands are server-rendered first; wait until every one on the page is hydrated before using it. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // An island that hydrates once seen (client:visible) may start below the fold on a phone: scrolled to,
  // as a reader would, then the page is back at its top.
  const unseen = page.locator('astro-island[ssr][client="visible"]');
  let scrolled = false;
  for (let left = await unseen.count(); left > 0; left = await unseen.count()) {
    await page.evaluate(() =>
      document.querySelector('astro-island[ssr][client="visible"]')?.firstElementChild?.scrollIntoView(),
    );
    scrolled = true;
    await expect.poll(() => unseen.count(), { timeout: 15_000 }).toBeLessThan(left);
  }
  if (scrolled) await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
}

export const notices = (page: Page): Locator => page.getByRole('region', { name: 'Notifications (F8)' });

/** The one visible notice has this title (and description, when given). */
export async function expectNotice(page: Page, title: string, description?: string): Promise<void> {
  const item = notices(page).locator('li');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(title);
  if (description !== undefined) await expect(item).toContainText(description);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** WCAG 2.1 A/AA violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

/** Signs the demo student in through /auth; `rawRedirect` is put in the query as written (hostile tests). */
export async function login(page: Page, redirect?: string, { rawRedirect = false } = {}): Promise<void> {
  const query = redirect ? `?redirect=${rawRedirect ? redirect : encodeURIComponent(redirect)}` : '';
  await page.goto(`/auth${query}`);
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email').fill(STUDENT.email);
  await form.getByLabel('Password').fill(STUDENT.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

export const unique = (prefix: string): string =>
  `${prefix} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
