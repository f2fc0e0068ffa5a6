// The queue of visitors' suggested corrections: a suggestion sent as the site sends it (anonymously,
// through the REST API) appears with the figure's stored value beside the suggested one; Accept writes
// the checked figure and closes the suggestion, a backend refusal keeps everything typed; Reject needs
// a reason; the dashboard counts what waits.

import { adminMessages } from '@app/shared/messages';
import type { Page } from '@playwright/test';
import { countOf, humanPass, must, service } from '../service.ts';
import { ANON_KEY, expect, openDashboard, rest, test, uniqueTag } from './fixtures.ts';

const FEE = 'Tuition for non-EU students (a year)';
const OLD_PAGE = 'https://www.example.edu/fees-2025';
const NEW_PAGE = 'https://www.example.edu/fees-2027';
const today = () => new Date().toLocaleDateString('en-CA');

/** The queue narrowed to this test's suggestions (the search box matches the suggested value). */
async function openQueue(page: Page, tag: string, status?: string): Promise<void> {
  await page.goto('/admin/suggestions');
  await expect(page.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeVisible();
  if (status) {
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: status }).click();
  }
  await page.getByPlaceholder(/^Search by suggested value/).fill(tag);
}

test('a visitor’s suggestion is accepted with the checked figure, which the programme then holds', async ({
  adminPage: page,
}) => {
  const tag = uniqueTag();
  const university = await must(
    service
      .from('universities_data')
      .insert({ university_name: `E2E Suggest ${tag}`, country: 'Germany', country_code: 'DE' })
      .select()
      .single(),
  );
  const stored = {
    state: 'known',
    low_cents: 300_000,
    high_cents: 300_000,
    currency: 'EUR',
    applies_to: '2025/26',
    source_url: OLD_PAGE,
    checked_on: '2025-06-02',
  };
  const program = await must(
    service
      .from('programs')
      .insert({ university_id: university.id, name: `MSc Suggest ${tag}`, level: "Master's", tuition_non_eu: stored })
      .select()
      .single(),
  );
  try {
    const value = `€4,500 a year from 2027 (${tag})`;
    const sent = await rest('figure_suggestions', {
      method: 'POST',
      token: ANON_KEY,
      prefer: 'return=minimal',
      body: {
        human_pass: await humanPass('figure_suggestions'),
        table_name: 'programs',
        row_id: program.id,
        figure: 'tuition_non_eu',
        suggested_value: value,
        source_url: NEW_PAGE,
        note: 'The fees page changed in October.',
      },
    });
    expect(sent.status).toBe(201);
    const [suggestion] = await must(service.from('figure_suggestions').select('id').eq('suggested_value', value));
    if (!suggestion) throw new Error('the suggestion was not stored');

    await openQueue(page, tag);
    const row = page.getByRole('row').filter({ hasText: tag });
    await expect(row).toHaveCount(1);
    // The figure and what it belongs to, its stored value in its state, and the visitor's value side by side.
    await expect(row).toContainText(FEE);
    await expect(row).toContainText(`MSc Suggest ${tag}, Master's · E2E Suggest ${tag}`);
    await expect(row).toContainText('Known');
    await expect(row).toContainText('€3,000');
    await expect(row).toContainText('For 2025/26 · checked 2 Jun 2025');
    await expect(row.getByRole('link', { name: 'official page' })).toHaveAttribute('href', OLD_PAGE);
    await expect(row).toContainText(value);
    await expect(row).toContainText('The fees page changed in October.');
    const source = row.getByRole('link', { name: NEW_PAGE });
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    // One click from the figure's own dialog: the programme's university.
    await expect(row.getByRole('link', { name: `MSc Suggest ${tag}, Master's` })).toHaveAttribute(
      'href',
      `/admin/universities/${university.id}`,
    );

    await row.getByRole('button', { name: /^Accept/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept suggestion' });
    const fee = dialog.getByRole('group', { name: FEE });
    // Starts from the stored figure, with the visitor's page and today as the day checked.
    await expect(fee.getByRole('radio', { name: 'Known' })).toBeChecked();
    await expect(fee.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('3000');
    await expect(fee.getByRole('textbox', { name: 'Official page' })).toHaveValue(NEW_PAGE);
    await expect(fee.getByLabel('Checked on')).toHaveValue(today());
    await fee.getByRole('spinbutton', { name: 'Amount' }).fill('4500');
    await fee.getByRole('textbox', { name: 'Applies to' }).fill('2027/28');

    // Meanwhile another admin decided it: the database refuses, the form keeps what was typed.
    await must(
      service
        .from('figure_suggestions')
        .update({ status: 'rejected', reject_reason: 'test', reviewed_at: new Date().toISOString() })
        .eq('id', suggestion.id),
    );
    // Staff come back from reading the official page in another tab: the queue reloads without the
    // decided suggestion, and the dialog stays open with what they typed.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(row).toHaveCount(0);
    await expect(fee.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('4500');
    await dialog.getByRole('button', { name: 'Save figure and accept' }).click();
    await expect(dialog.getByRole('alert')).toContainText('This suggestion was already rejected');
    await expect(fee.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('4500');
    await expect(fee.getByRole('textbox', { name: 'Applies to' })).toHaveValue('2027/28');
    const [unchanged] = await must(service.from('programs').select('tuition_non_eu').eq('id', program.id));
    expect(unchanged?.tuition_non_eu).toEqual(stored);

    await must(
      service
        .from('figure_suggestions')
        .update({ status: 'pending', reject_reason: null, reviewed_at: null })
        .eq('id', suggestion.id),
    );
    await dialog.getByRole('button', { name: 'Save figure and accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(adminMessages.suggestions.accepted.title)).toBeVisible();
    // It leaves the pending queue...
    await expect(row).toHaveCount(0);
    const [written] = await must(service.from('programs').select('tuition_non_eu').eq('id', program.id));
    expect(written?.tuition_non_eu).toEqual({
      state: 'known',
      low_cents: 450_000,
      high_cents: 450_000,
      currency: 'EUR',
      applies_to: '2027/28',
      source_url: NEW_PAGE,
      checked_on: today(),
    });
    const [decided] = await must(
      service.from('figure_suggestions').select('status,reviewed_at').eq('id', suggestion.id),
    );
    expect(decided?.status).toBe('accepted');
    expect(decided?.reviewed_at).not.toBeNull();
    // ...and is listed as accepted, with the figure as it now stands.
    await openQueue(page, tag, 'Accepted');
    await expect(row).toContainText('Accepted');
    await expect(row).toContainText('€4,500');
    await expect(row.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  } finally {
    await service.from('figure_suggestions').delete().ilike('suggested_value', `%${tag}%`);
    await must(service.from('universities_data').delete().eq('id', university.id));
  }
});

test('a suggestion is rejected only with a reason; accepting needs a checked figure', async ({ adminPage: page }) => {
  const tag = uniqueTag();
  const city = await must(
    service
      .from('cities')
      .insert({ name: `Suggestburg ${tag}`, country_code: 'DE' })
      .select()
      .single(),
  );
  try {
    const value = `About €300 a month (${tag})`;
    await must(
      service.from('figure_suggestions').insert({
        table_name: 'cities',
        row_id: city.id,
        figure: 'food',
        suggested_value: value,
        source_url: 'https://www.example.org/food',
      }),
    );
    await openQueue(page, tag);
    const row = page.getByRole('row').filter({ hasText: tag });
    await expect(row).toContainText('Food (a month)');
    await expect(row).toContainText(`Suggestburg ${tag} · Germany`);
    await expect(row).toContainText('Not checked yet');

    // Accept refuses "Not checked yet" before sending anything.
    await row.getByRole('button', { name: /^Accept/ }).click();
    const accept = page.getByRole('dialog', { name: 'Accept suggestion' });
    const food = accept.getByRole('group', { name: 'Food (a month)' });
    await food.getByRole('radio', { name: 'Not checked yet' }).check();
    await accept.getByRole('button', { name: 'Save figure and accept' }).click();
    await expect(accept.getByText(adminMessages.suggestions.mustBeChecked)).toBeVisible();
    await accept.getByRole('button', { name: 'Cancel' }).click();
    await expect(accept).toBeHidden();

    await row.getByRole('button', { name: /^Reject/ }).click();
    const reject = page.getByRole('dialog', { name: 'Reject suggestion' });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject.getByText(adminMessages.suggestions.reasonRequired)).toBeVisible();
    await expect(reject).toBeVisible();
    const pending = await must(service.from('figure_suggestions').select('status').eq('suggested_value', value));
    expect(pending).toEqual([{ status: 'pending' }]);

    await reject.getByRole('textbox', { name: 'Reason' }).fill('The page is about a canteen, not the city.');
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(reject).toBeHidden();
    await expect(page.getByText(adminMessages.suggestions.rejected.title)).toBeVisible();
    await expect(row).toHaveCount(0);
    const [decided] = await must(
      service.from('figure_suggestions').select('status,reject_reason').eq('suggested_value', value),
    );
    expect(decided).toEqual({ status: 'rejected', reject_reason: 'The page is about a canteen, not the city.' });
    const [unchanged] = await must(service.from('cities').select('food').eq('id', city.id));
    expect(unchanged?.food).toEqual({ state: 'unchecked' });
    await openQueue(page, tag, 'Rejected');
    await expect(row).toContainText('The page is about a canteen, not the city.');
  } finally {
    await service.from('figure_suggestions').delete().ilike('suggested_value', `%${tag}%`);
    await must(service.from('cities').delete().eq('id', city.id));
  }
});

test('the dashboard counts the suggestions waiting and links to the queue', async ({ adminPage: page }) => {
  const pending = () =>
    countOf(service.from('figure_suggestions').select('*', { count: 'exact', head: true }).eq('status', 'pending'));
  await openDashboard(page);
  const tile = page.getByRole('region', { name: adminMessages.dashboard.suggestionsToReview });
  const count = tile.getByTestId('count-suggestions-pending');
  // Other tests add and decide suggestions in parallel: the count lies between two reads around the page's.
  await expect
    .poll(async () => {
      const low = await pending();
      await page.reload();
      await expect(count).toHaveText(/^\d+$/);
      const shown = Number(await count.textContent());
      const high = await pending();
      return shown >= Math.min(low, high) && shown <= Math.max(low, high);
    })
    .toBe(true);
  await tile.getByRole('link', { name: 'Review them' }).click();
  await expect(page).toHaveURL(/\/admin\/suggestions\?filter=/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the queue fits the screen, as cards with their actions', async ({ adminPage: page }) => {
    const tag = uniqueTag();
    const city = await must(
      service
        .from('cities')
        .insert({ name: `Phoneburg ${tag}`, country_code: 'DE' })
        .select()
        .single(),
    );
    try {
      await must(
        service.from('figure_suggestions').insert({
          table_name: 'cities',
          row_id: city.id,
          figure: 'transport',
          suggested_value: `€49 a month, the Deutschlandticket (${tag})`,
          source_url: 'https://www.example.org/a-very-long-path/that-goes-on/and-on/for-the-phone-layout',
        }),
      );
      await openQueue(page, tag);
      const card = page.locator('#main-content li').filter({ hasText: tag });
      await expect(card.getByRole('button', { name: /^Accept/ })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    } finally {
      await service.from('figure_suggestions').delete().ilike('suggested_value', `%${tag}%`);
      await must(service.from('cities').delete().eq('id', city.id));
    }
  });
});
