// Content pages built from the database: texts, states, formats and external links (docs/product.md sections 2, 8, 9).
import { expect, test } from '@playwright/test';
import { LEGAL_LAST_UPDATED } from '../../site/src/data/legal.ts';
import { must, service } from '../service.ts';
import { expectNotice, hydrated, PRODUCT } from './support.ts';

const expectNewTab = async (locator: import('@playwright/test').Locator) => {
  await expect(locator).toHaveAttribute('target', '_blank');
  await expect(locator).toHaveAttribute('rel', /noopener/);
};

test('home: hero, stats, why-choose-us, testimonials, closing call and chat notice', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(new RegExp(` - ${PRODUCT}$`));
  // Our own booking page (issue 32); the external form is only the configured fallback.
  await expect(page.getByRole('link', { name: /Book Free Consultation/ }).first()).toHaveAttribute('href', '/book');
  await expect(page.getByRole('link', { name: 'Explore Universities' })).toHaveAttribute('href', '/universities');
  for (const text of ['500+', '15+', '98%', '100%', 'Students Helped', 'Free Consultancy']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What Our Students Say' })).toBeVisible();
  await expect(page.locator('blockquote')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: /Ready to start/ })).toBeVisible();
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expectNotice(page, '🚧 Chatbot Coming Soon!');
});

test('about: mission, vision, CEO message, four values, buttons', async ({ page }) => {
  await page.goto('/about');
  for (const name of ['Our Mission', 'Our Vision', /Founder/, 'Our Core Values']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  await expect(page.locator('section[aria-labelledby="values"] li')).toHaveCount(4);
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore Universities' })).toHaveAttribute(
    'href',
    '/universities',
  );
});

test('pricing: plans in rupees with Indian grouping, Most Popular, free call card', async ({ page }) => {
  const plans = await must(
    service.from('pricing_plans').select('name,price_inr,is_most_popular,stripe_price_id').order('price_inr'),
  );
  await page.goto('/pricing');
  const cards = page.locator('main ul > li.card');
  await expect(cards).toHaveCount(plans.length);
  for (const [i, plan] of plans.entries()) {
    await expect(cards.nth(i).getByRole('heading', { level: 2 })).toHaveText(plan.name);
    const grouped = new Intl.NumberFormat('en-IN').format(plan.price_inr);
    await expect(cards.nth(i)).toContainText(`₹${grouped}`);
  }
  await expect(page.getByText('Most Popular')).toHaveCount(plans.filter((p) => p.is_most_popular).length);
  await expect(page.getByRole('button', { name: /Get Started/ })).toHaveCount(plans.length);
  await expect(page.getByRole('heading', { name: 'Not Sure Where to Start?' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Book Your Free Call/ })).toHaveAttribute('href', '/book');
  await expect(page.getByText(/processed securely by Stripe/)).toBeVisible();
  const unpriced = plans.findIndex((p) => !p.stripe_price_id);
  if (unpriced >= 0) {
    await cards
      .nth(unpriced)
      .getByRole('button', { name: /Get Started/ })
      .click();
    await expectNotice(
      page,
      'Payment Not Configured',
      'Please add a price ID for this plan in the Admin Panel to enable checkout.',
    );
  }
});

test('news: title, cards, dates, sources, disabled missing links, notices', async ({ page }) => {
  const rows = await must(
    service.from('news').select('title,date,articleurl,sourcename').order('date', { ascending: false }).order('id'),
  );
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News for International Students');
  const cards = page.locator('main ul > li.card');
  await expect(cards).toHaveCount(rows.length);
  for (const [i, row] of rows.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading')).toHaveText(row.title);
    if (row.date) {
      const [y, m, d] = row.date.split('-');
      await expect(card).toContainText(`${d}/${m}/${y}`);
    } else await expect(card).toContainText('Recent News');
    if (!row.articleurl) await expect(card.getByRole('button', { name: 'Link not available' })).toBeDisabled();
    else if (row.articleurl !== '#')
      await expect(card.getByRole('link', { name: /Read Full Article/ })).toHaveAttribute('target', '_blank');
  }
  await page.getByLabel('Search news').fill('visa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectNotice(page, '🚧 Search Feature Coming Soon!', 'visa');
  await page.getByRole('button', { name: 'Load More News' }).click();
  await expectNotice(page, '🚧 More News Coming Soon!');
});

test('videos: no YouTube host is contacted until play, then the privacy-enhanced player', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  // Third-party hosts are not reachable here: answer them locally, the point is what is requested.
  await page.route(/ytimg\.com|youtube-nocookie\.com|youtube\.com/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  await page.goto('/videos');
  await expect(page.locator('iframe')).toHaveCount(0);
  // Thumbnails are the site's own copies (or a placeholder when the build could not fetch them).
  for (const src of await page.locator('main img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))) {
    expect(src).toMatch(/^\/media\/video-thumbnails\/[\w-]{11}\.jpg$/);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(requests.filter((u) => !u.startsWith(new URL(page.url()).origin))).toEqual([]);
  const first = page.getByRole('button', { name: /^Play video:/ }).first();
  await first.click();
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/[\w-]{11}/);
  await expectNewTab(page.getByRole('link', { name: /Watch on YouTube/ }).first());
  await expectNewTab(page.getByRole('link', { name: /Visit Our YouTube Channel/ }));
  await page.getByRole('button', { name: 'Load More Videos' }).click();
  await expectNotice(page, '🚧 More Videos Coming Soon!');
});

test('careers: job cards, search notice, why work with us and the CV e-mail', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.locator('main ul > li.card').first()).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: /View Details & Apply/ })
      .or(page.getByRole('button', { name: /View Details & Apply/ }))
      .first(),
  ).toBeVisible();
  await page.getByLabel('Search jobs').fill('counsellor');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectNotice(page, '🚧 Search Feature Coming Soon!', 'counsellor');
  await expect(page.getByRole('heading', { name: 'Why Work With Us?' })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="why-work"] li')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'info@eurostudycompass.org' }).last()).toHaveAttribute(
    'href',
    'mailto:info@eurostudycompass.org',
  );
});

test.describe('contact in Kathmandu', () => {
  test.use({ timezoneId: 'Asia/Kathmandu' });

  test('contact: office hours on Europe’s clock and on the visitor’s', async ({ page }) => {
    await page.goto('/contact');
    const [office, local] = [page.locator('main dl').nth(-2), page.locator('main dl[data-office-local]')];
    for (const text of ['Mon-Fri', '9:00-18:00 CET/CEST', 'Sat', '10:00-14:00 CET/CEST', 'Sun', 'Closed']) {
      await expect(office.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('In your time zone (Asia/Kathmandu)')).toBeVisible();
    // 9:00 in Berlin is 1:45 PM in Kathmandu in winter (CET), 12:45 PM in summer (CEST).
    await expect(local.locator('dd').first()).toHaveText(/^(1:45 PM–10:45 PM|12:45 PM–9:45 PM) NPT$/);
    await expect(local.locator('dd').last()).toHaveText('Closed');
    await expect(page.getByRole('link', { name: 'Book Free Consultation' })).toHaveAttribute('href', '/book');
  });
});

test('legal pages: brand URL and e-mail, a fixed last-updated date', async ({ page }) => {
  for (const [path, title] of [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/cookie-policy', 'Cookie Policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const updated = page.locator('main time').first();
    await expect(updated).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    // The date the text last changed (a constant), not the build or visit date.
    await expect(updated).toHaveAttribute('datetime', LEGAL_LAST_UPDATED);
    await expect(page.getByRole('main').getByRole('link', { name: 'info@eurostudycompass.org' }).first()).toBeVisible();
    // The site URL the build was given (scripts/run.ts passes it to the build and to Playwright).
    await expect(page.getByRole('main')).toContainText(process.env.PUBLIC_SITE_URL ?? 'missing PUBLIC_SITE_URL');
  }
  await page.goto('/terms-of-service');
  await expect(page.getByRole('main')).toContainText('30 days');
  await expect(page.getByRole('main')).toContainText('13');
});

test('a link inside running text stays a word apart from the text before it', async ({ page }) => {
  for (const [path, words] of [
    ['/careers', 'a cover letter to info@eurostudycompass.org.'],
    ['/privacy-policy', 'by writing to info@eurostudycompass.org.'],
    ['/privacy-policy', `our website at ${process.env.PUBLIC_SITE_URL ?? 'missing PUBLIC_SITE_URL'} and`],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main')).toContainText(words);
  }
});

test('accommodation: cards, tips, Find Out More notice', async ({ page }) => {
  await page.goto('/accommodation');
  await hydrated(page);
  await expect(page.getByText(/3-4 months/)).toBeVisible();
  await expect(page.getByText(/Never pay a deposit before viewing or signing/)).toBeVisible();
  await page
    .getByRole('button', { name: /Find Out More/ })
    .first()
    .click();
  await expectNotice(page, '🚧 More Info Coming Soon!');
});
