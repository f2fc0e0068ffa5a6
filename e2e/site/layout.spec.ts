// Header, footer, notices and <head> (docs/product.md sections 2 and 9; the SEO and static-first rules).
import { expect, test } from '@playwright/test';
import { expectNotice, hydrated, notices, PRODUCT } from './support.ts';

test.describe('static first', () => {
  for (const route of [
    '/',
    '/about',
    '/pricing',
    '/news',
    '/videos',
    '/careers',
    '/universities/technical-university-of-munich',
    '/privacy-policy',
  ]) {
    test(`${route} ships no framework JavaScript`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      });
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('astro-island')).toHaveCount(0);
      // Only the small framework-free header/notices scripts (and page scripts), never React.
      for (const url of scripts) expect(url).not.toMatch(/client\.[\w-]+\.js|react/i);
    });
  }
});

test.describe('head', () => {
  test('titles, description, canonical and Open Graph', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(`About Us - ${PRODUCT}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `About Us - ${PRODUCT}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/about$/);
    // Link previews (WhatsApp and the like) need a raster picture of 1200×630.
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);
    const png = await page.request.get(new URL(image ?? '').pathname);
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('the stories page names /community-blog as canonical at both paths', async ({ page }) => {
    for (const path of ['/stories', '/community-blog']) {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/community-blog$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community Stories');
    }
  });

  test('structured data for the organisation and each university', async ({ page }) => {
    await page.goto('/');
    const org = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(org.name).toBe(PRODUCT);
    await page.goto('/universities/1');
    const uni = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(uni['@type']).toBe('CollegeOrUniversity');
    expect(uni.name).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  });

  test('a university’s old numeric URL redirects permanently to its slug URL', async ({ request, page }) => {
    for (const path of ['/universities/1', '/universities/1/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(new URL(response.headers().location ?? '', 'http://x').pathname, path).toBe(
        '/universities/technical-university-of-munich',
      );
    }
    await page.goto('/universities/1');
    await expect(page).toHaveURL(/\/universities\/technical-university-of-munich$/);
    expect((await request.get('/_redirects')).status()).toBe(404);
  });

  test('sitemap.xml and robots.txt', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).toContain('/community-blog</loc>');
    expect(sitemap).toContain('/universities/technical-university-of-munich</loc>');
    expect(sitemap).not.toContain('/universities/1</loc>');
    expect(sitemap).not.toContain('/resources</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });
});

test.describe('header at 1440px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('links, Login and lock icons without a session', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['About', '/about'],
      ['Universities', '/universities'],
      ['Programs', '/programs'],
      ['Pricing', '/pricing'],
      ['News', '/news'],
      ['Stories', '/stories'],
      ['Contact', '/contact'],
      ['Videos', '/videos'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeHidden();
    await nav.getByRole('button', { name: 'Resources' }).click();
    const menu = page.locator('#resources-menu');
    await expect(menu.getByRole('link')).toHaveText([
      'Country guides',
      'Scholarships',
      'Plan my costs',
      'My shortlist',
      /My applications/,
      /Accommodation/,
      /Transportation/,
      /Study Resources/,
      /Video Hub/,
    ]);
    await expect(menu.getByRole('img', { name: 'Sign-in required' })).toHaveCount(3);
  });

  test('the Resources dropdown works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Resources' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#resources-menu').getByRole('link', { name: 'Country guides' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#resources-menu').getByRole('link', { name: 'Scholarships' })).toBeFocused();
    await page.keyboard.press('v'); // type-ahead
    await expect(page.locator('#resources-menu').getByRole('link', { name: 'Video Hub' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/videos$/);
  });

  test('the footer links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link')).toHaveText([
      'Programs',
      'Scholarships',
      'Country guides',
      'Plan my costs',
      'My shortlist',
      'My applications',
      'Community Stories',
      'Careers',
      'Privacy Policy',
      'Terms of Service',
      'Cookie Policy',
    ]);
    await expect(footer.getByRole('link', { name: 'Community Stories' })).toHaveAttribute('href', '/community-blog');
  });

  test('the Resources menu counts the shortlist as it changes', async ({ page }) => {
    const resources = page.getByRole('button', { name: 'Resources' });
    const link = page.locator('#resources-menu').getByRole('link', { name: /My shortlist/ });
    await page.goto('/');
    await resources.click();
    await expect(link).toHaveText('My shortlist');
    await page.evaluate(() => localStorage.setItem('eurostudy.shortlist.v1', JSON.stringify({ ids: [1, 2] })));
    await page.reload();
    await resources.click();
    await expect(link).toHaveText('My shortlist (2)');
  });

  test('the header is sticky', async ({ page }) => {
    await page.goto('/universities');
    await page.mouse.wheel(0, 2000);
    await expect(page.locator('header').first()).toBeInViewport();
  });
});

test.describe('mobile menu at 360px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('toggles and closes when a link is followed', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    // A link to the page already shown also closes it.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('is keyboard operable', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test.describe('notices', () => {
  test('one at a time, dismissable, F8 focuses the region', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('button', { name: 'Load More News' }).click();
    await expectNotice(page, '🚧 More News Coming Soon!');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expectNotice(page, '🚧 Filters Coming Soon!'); // replaced, still one
    await notices(page).getByRole('button', { name: 'Close' }).click();
    await expect(notices(page).locator('li')).toHaveCount(0);
    await page.keyboard.press('F8');
    await expect(notices(page)).toBeFocused();
  });

  test('disappear after 5 seconds', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('button', { name: 'Load More News' }).click();
    await expect(notices(page).locator('li')).toHaveCount(1);
    await page.mouse.move(0, 0);
    await expect(notices(page).locator('li')).toHaveCount(0, { timeout: 7000 });
  });

  test('swipe right past 50px dismisses, a shorter swipe does not', async ({ page }) => {
    await page.goto('/news');
    await page.getByRole('button', { name: 'Load More News' }).click();
    const item = notices(page).locator('li');
    const box = await item.boundingBox();
    if (!box) throw new Error('no notice');
    const y = box.y + box.height / 2;
    const x = box.x + 20;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect(item).toHaveCount(1);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 80, y, { steps: 5 });
    await page.mouse.up();
    await expect(item).toHaveCount(0);
  });

  test('404 for an unknown university shows the university error view', async ({ page }) => {
    await page.goto('/universities/999999');
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'An Error Occurred' })).toBeVisible();
    await expect(page.getByText('Could not find the requested university.').first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to Universities' }).click();
    await expect(page).toHaveURL(/\/universities$/);
  });

  test('generic 404 and error pages', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/500?message=Boom');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('Boom')).toBeVisible();
  });
});

// The header on one line at every width: the logo and the account link never wrap, nothing scrolls sideways.
for (const width of [320, 390, 768, 1024, 1280, 1366, 1440, 1920]) {
  for (const signedIn of [false, true]) {
    test(`the header is one line at ${width}px${signedIn ? ', signed in' : ''}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      if (signedIn) await page.evaluate(() => document.documentElement.setAttribute('data-session', 'yes'));
      const nav = page.getByRole('navigation', { name: 'Main' });
      const logo = nav.getByRole('link').first();
      const { height, line } = await logo.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        line: Number.parseFloat(getComputedStyle(el).lineHeight),
      }));
      expect(height).toBeLessThan(line * 2);
      const account = signedIn
        ? nav.getByRole('link', { name: 'My account' })
        : nav.getByRole('link', { name: 'Login' });
      if (await account.isVisible()) expect((await account.boundingBox())?.height).toBeLessThanOrEqual(48);
      expect((await nav.boundingBox())?.height).toBeLessThanOrEqual(64);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
