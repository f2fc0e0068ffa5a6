// Hostile stories: markup, handlers, `javascript:` URLs, very long and non-Latin text are stored as
// text by the public API and shown as text on both stories paths, with nothing of theirs running.
import { LOCAL_ANON_KEY } from '@app/shared/local-backend';
import { expect, test } from '@playwright/test';
import {
  expectInert,
  expectNoHorizontalOverflow,
  HANDLER,
  hostileText,
  NON_LATIN,
  SCRIPT_TAG,
  SVG_BREAKOUT,
  watchDialogs,
} from '../hostile.ts';
import { humanPass, must, service } from '../service.ts';
import { hydrated, unique } from './support.ts';

const story = (tag: string) => ({
  title: `${SCRIPT_TAG} ${tag}`,
  content: hostileText(tag, 10_000),
  author: `<b onmouseover="alert('author')">Eve</b>${SVG_BREAKOUT}`.slice(0, 100),
});

test.describe('hostile community stories', () => {
  const tag = unique('hostile');
  const sent = story(tag);

  test.beforeAll(async () => {
    // As a visitor would post it (anon key).
    const response = await fetch(`${process.env.E2E_SUPABASE_URL}/rest/v1/community_blog_posts`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_ANON_KEY,
        Authorization: `Bearer ${LOCAL_ANON_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ...sent, human_pass: await humanPass('community_blog_posts') }),
    });
    expect(response.status, await response.text()).toBe(201);
  });

  test.afterAll(async () => {
    await must(service.from('community_blog_posts').delete().eq('title', sent.title));
  });

  test('are stored exactly as sent', async () => {
    const rows = await must(
      service.from('community_blog_posts').select('title,content,author').eq('title', sent.title),
    );
    expect(rows).toEqual([sent]);
  });

  for (const path of ['/community-blog', '/stories']) {
    test(`${path} shows them as literal text and runs none of them`, async ({ page }) => {
      const dialogs = watchDialogs(page);
      await page.goto(path);
      await hydrated(page);
      const card = page.locator('[data-stories] > li').filter({ hasText: tag });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('heading')).toHaveText(sent.title);
      await expect(card).toContainText(`By ${sent.author}`);
      // The whole text arrives as text nodes (no element was made of it)...
      const paragraph = card.locator('p').last();
      expect(await paragraph.evaluate((el) => el.textContent)).toBe(sent.content);
      expect(await paragraph.evaluate((el) => el.children.length)).toBe(0);
      // ...and people see it, markup characters and scripts included.
      await expect(card.getByText(HANDLER).first()).toBeVisible();
      await expect(card.getByText(NON_LATIN).first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      // Hovering the would-be handler, and waiting for lazy handlers, runs nothing either.
      await card.getByText('Eve', { exact: false }).first().hover();
      await page.waitForTimeout(300);
      await expectInert(page, dialogs);
    });
  }
});
