// Story moderation, end to end: staff turn on "Review stories before publishing" in the console, a
// visitor's story then waits (told so, and not on the board), the dashboard counts it, staff approve
// it and it appears; hiding it takes it off the board again. In the start project (one worker) since
// the setting is site-wide: with it on, the main run's story tests would see their stories held.
import { adminMessages, storyAwaitingReview } from '@app/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_URL, adminToken, asAdmin, signInToConsole } from './support.ts';

const board = (page: Page) => page.locator('[data-stories] > li');

test('a story held for review appears only once staff approve it, and hiding takes it down', async ({
  page: console,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Held story ${Date.now().toString(36)}`;
  await signInToConsole(console);
  await console.goto(`${ADMIN_URL}/admin/settings`);
  const review = console.getByRole('switch', { name: 'Review stories before publishing' });
  await expect(review).not.toBeChecked();
  await review.click();
  await expect(console.getByText('Stories now wait for review')).toBeVisible();
  await expect(review).toBeChecked();

  const visitor = await (await browser.newContext()).newPage();
  try {
    await visitor.goto('/community-blog');
    await visitor.getByLabel('Title').fill(title);
    await visitor.getByRole('textbox', { name: 'Your Story' }).fill('Waiting for the team to read this.');
    await visitor.getByRole('button', { name: 'Share Story' }).click();
    await expect(visitor.getByText(storyAwaitingReview.description ?? '')).toBeVisible();
    await expect(visitor.getByLabel('Title')).toHaveValue('');
    await expect(board(visitor).filter({ hasText: title })).toHaveCount(0);

    await console.goto(`${ADMIN_URL}/admin`);
    const pending = console.getByTestId('count-blog-pending');
    // The seed holds no story awaiting review: this one is the only one.
    await expect(pending).toHaveText('1');
    await console
      .getByRole('region', { name: 'Stories Awaiting Review' })
      .getByRole('link', { name: 'Review them' })
      .click();
    const card = console.locator('li').filter({ hasText: title });
    await expect(card.getByText('Awaiting review')).toBeVisible();
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(console.getByText('Story published')).toBeVisible();
    // The last one approved: the list, still filtered to those awaiting review, says nothing waits.
    await expect(console.getByText(adminMessages.storyModeration.emptyWithStatus('pending'))).toBeVisible();

    await visitor.reload();
    await expect(board(visitor).filter({ hasText: title })).toHaveCount(1);

    // Every status again (the list remembers the pending filter the dashboard's link set).
    await console.goto(`${ADMIN_URL}/admin/blog?filter=%7B%7D`);
    await console.locator('li').filter({ hasText: title }).getByRole('button', { name: 'Hide' }).click();
    await expect(console.getByText('Story hidden')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Recent Stories from the Community' })).toBeVisible();
    await expect(board(visitor).first()).toBeVisible();
    await expect(board(visitor).filter({ hasText: title })).toHaveCount(0);
  } finally {
    await visitor.context().close();
    await asAdmin(await adminToken(), 'PATCH', 'settings?key=eq.stories', { value: { reviewBeforePublishing: false } });
  }
});
