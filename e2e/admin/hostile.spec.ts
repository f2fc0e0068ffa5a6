// Hostile stories, contact messages and links in the console: the blog cards, the blog edit form, the
// leads table and the lead details show them as literal text, and nothing of theirs runs; e-mails that
// would prefill a mailto: and script links are refused. Searches with PostgREST and LIKE syntax
// characters find exactly the matching record.
import { LOCAL_ANON_KEY } from '@app/shared/local-backend';
import {
  expectInert,
  expectNoHorizontalOverflow,
  HANDLER,
  hostileText,
  JS_URL,
  NON_LATIN,
  SCRIPT_TAG,
  watchDialogs,
} from '../hostile.ts';
import { countOf, humanPass, must, service } from '../service.ts';
import { expect, rest, test, uniqueTag } from './fixtures.ts';

/** As the public site sends it: with the anon key. */
async function anonInsert(table: string, row: Record<string, unknown>): Promise<void> {
  const { status, body } = await rest(table, {
    method: 'POST',
    body: { ...row, human_pass: await humanPass(table) },
    token: LOCAL_ANON_KEY,
  });
  expect(status, JSON.stringify(body)).toBe(201);
}

test('blog: hostile stories are literal text on the cards and in the edit form', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const title = `${SCRIPT_TAG} ${tag}`;
  const content = hostileText(tag, 10_000);
  const author = `<b onmouseover="alert('author')">Eve</b>`;
  await anonInsert('community_blog_posts', { title, content, author });
  try {
    const dialogs = watchDialogs(page);
    await page.goto('/admin/blog');
    await page.getByPlaceholder('Search by title').fill(tag);
    const card = page.locator('li').filter({ hasText: tag });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(card).toContainText(`By ${author}`);
    await expect(card).toContainText(HANDLER);
    await expectNoHorizontalOverflow(page);
    await expectInert(page, dialogs);

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await expect(edit.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
    await expect(edit.getByRole('textbox', { name: 'Content', exact: true })).toHaveValue(content);
    await expectInert(page, dialogs);
  } finally {
    await must(service.from('community_blog_posts').delete().ilike('title', `%${tag}%`));
  }
});

test('leads: hostile contact messages are literal text in the table and the details', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const lead = {
    name: `${HANDLER} ${tag}`.slice(0, 200),
    // The oddest address the database still accepts: quotes, braces and backticks, but no URL syntax.
    email: `x'{{7*7}}\`onerror=alert\`email\`${tag}@example.com`,
    subject: `${JS_URL} ${NON_LATIN}`,
    message: hostileText(tag, 5_000),
  };
  await anonInsert('contacts', lead);
  try {
    const dialogs = watchDialogs(page);
    await page.goto('/admin/leads');
    await page.getByPlaceholder('Search by name').fill(tag);
    const row = page.getByRole('row').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(lead.name);
    await expect(row).toContainText(lead.subject);
    const mail = row.getByRole('link', { name: lead.email });
    await expect(mail).toHaveAttribute('href', `mailto:${lead.email}`);
    await expectInert(page, dialogs);

    await row.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Lead Details' });
    await expect(details).toContainText(lead.name);
    await expect(details).toContainText(NON_LATIN);
    const message = details.locator('dd').last();
    expect(await message.evaluate((el) => el.textContent)).toBe(lead.message);
    expect(await message.evaluate((el) => el.children.length)).toBe(0);
    await expectNoHorizontalOverflow(page);
    await expectInert(page, dialogs);
  } finally {
    await must(service.from('contacts').delete().ilike('email', `%${tag}%`));
  }
});

test('leads: an e-mail that would prefill the mailto: link never gets in', async () => {
  for (const email of [
    `a@example.com?subject=Urgent&body=Pay%20here`,
    `x"><img/src=x/onerror=alert('email')>@example.com`,
    'a&cc=victim@example.com',
  ]) {
    const { status } = await rest('contacts', {
      method: 'POST',
      body: { name: 'Eve', email, subject: 'Hi', message: 'Hello', human_pass: await humanPass('contacts') },
      token: LOCAL_ANON_KEY,
      headers: { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
    });
    expect(status, email).toBe(400);
  }
});

test('careers: a javascript: apply link is refused by the form (the database check is in supabase/tests)', async ({
  adminPage: page,
}) => {
  const title = `E2E ${uniqueTag()} Counsellor`;
  try {
    await page.goto('/admin/careers');
    await page.getByRole('button', { name: 'Add New' }).click();
    const add = page.getByRole('dialog', { name: 'Add Job Opening' });
    await add.getByRole('textbox', { name: 'Job Title', exact: true }).fill(title);
    await add.getByRole('textbox', { name: 'Description', exact: true }).fill('Help students.');
    await add.getByRole('textbox', { name: 'Apply Link', exact: true }).fill(' JavaScript:alert(document.domain)');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toContainText('Enter an http(s) URL, a mailto: address, a site path starting with / or #.');
    await expect(add).toBeVisible();
    expect(await countOf(service.from('careers').select('*', { count: 'exact', head: true }).eq('title', title))).toBe(
      0,
    );
  } finally {
    await must(service.from('careers').delete().eq('title', title));
  }
});

test('search text with PostgREST and LIKE syntax characters matches itself only', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  // Unescaped, `%` and `_` would be wildcards and `\` an escape: the decoy would match too.
  const wanted = `E2E ${tag} 50% off_a\\b (x,y).z: "q" *`;
  const decoy = `E2E ${tag} 50X offYab (x,y).z: "q" *`;
  await must(
    service.from('community_blog_posts').insert({ title: wanted, content: 'wanted', author: 'E2E' }).select().single(),
  );
  await must(
    service.from('community_blog_posts').insert({ title: decoy, content: 'decoy', author: 'E2E' }).select().single(),
  );
  try {
    await page.goto('/admin/blog');
    const search = page.getByPlaceholder('Search by title');
    await search.fill(`${tag} 50% off_a\\b (x,y).z: "q"`);
    await expect(page.locator('li').filter({ hasText: tag })).toHaveCount(1);
    await expect(page.locator('li').filter({ hasText: wanted })).toHaveCount(1);
    await search.fill(`${tag} 50`);
    await expect(page.locator('li').filter({ hasText: tag })).toHaveCount(2);
  } finally {
    await must(service.from('community_blog_posts').delete().ilike('title', `%${tag}%`));
  }
});
