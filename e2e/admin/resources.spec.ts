// Every content resource, as the demo admin: add through the dialog, find it by a search term with a
// comma, quotes, dots, parentheses and several words, edit it (the search survives the reload), and
// delete it after the confirmation, with the catalogue's notifications at each step.

import type { Database } from '@app/shared/database.types';
import { adminMessages, resourceMessages } from '@app/shared/messages';
import type { Locator, Page } from '@playwright/test';
import { must, service } from '../service.ts';
import { expect, test, uniqueTag } from './fixtures.ts';

type Case = {
  resource: string;
  table: keyof Database['public']['Tables'];
  /** Column holding the title typed below (used to clean up). */
  column: string;
  noun: string;
  titleLabel: string;
  messages: { saved: { title: string }; deleted: { title: string }; confirmDelete: string; empty: string };
  searchPlaceholder?: string;
  /** Other required inputs. */
  fill?: (dialog: Locator) => Promise<void>;
  /** Checks on the stored row after the add. */
  stored?: (row: Record<string, unknown>) => void;
};

const m = adminMessages;
const CASES: Case[] = [
  {
    resource: 'universities',
    table: 'universities_data',
    column: 'university_name',
    noun: 'University',
    titleLabel: 'University Name',
    messages: m.universities,
    searchPlaceholder: 'Search by name',
  },
  {
    resource: 'blog',
    table: 'community_blog_posts',
    column: 'title',
    noun: 'Blog Post',
    titleLabel: 'Title',
    messages: m.blog,
    searchPlaceholder: 'Search by title',
    fill: (d) => d.getByRole('textbox', { name: 'Content', exact: true }).fill('A story written by the e2e suite.'),
    // A blank author becomes the team name.
    stored: (row) => expect(row.author).toMatch(/ Team$/),
  },
  {
    resource: 'videos',
    table: 'videos',
    column: 'title',
    noun: 'Video',
    titleLabel: 'Title',
    messages: m.videos,
    // A whole YouTube link pasted into the id field is reduced to the id.
    fill: (d) =>
      d
        .getByRole('textbox', { name: 'YouTube Video ID', exact: true })
        .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s'),
    stored: (row) => expect(row.youtube_video_id).toBe('dQw4w9WgXcQ'),
  },
  {
    resource: 'news',
    table: 'news',
    column: 'title',
    noun: 'Article',
    titleLabel: 'Title',
    messages: m.news,
    searchPlaceholder: 'Search by title',
    stored: (row) => expect([row.sourcename, row.articleurl, row.date]).toEqual([null, null, null]),
  },
  {
    resource: 'careers',
    table: 'careers',
    column: 'title',
    noun: 'Job Opening',
    titleLabel: 'Job Title',
    messages: m.careers,
    searchPlaceholder: 'Search by title',
    fill: (d) =>
      d.getByRole('textbox', { name: 'Description', exact: true }).fill('Help students find their university.'),
    stored: (row) => expect(row.applyLink).toBe('#'),
  },
  {
    resource: 'pricing',
    table: 'pricing_plans',
    column: 'name',
    noun: 'Pricing Plan',
    titleLabel: 'Plan Name',
    messages: m.pricing,
    fill: async (d) => {
      await d.getByRole('spinbutton', { name: 'Price (INR)' }).fill('1');
      await d.getByRole('textbox', { name: 'Features', exact: true }).fill(' Visa help , ,University shortlist,');
    },
    stored: (row) => {
      expect(row.features).toEqual(['Visa help', 'University shortlist']);
      expect(row.theme_color).toBe('blue');
    },
  },
  {
    resource: 'study-materials',
    table: 'resource_items',
    column: 'title',
    noun: 'Resource',
    titleLabel: 'Title',
    messages: m.studyMaterials,
    fill: (d) => d.getByRole('textbox', { name: 'Button Text', exact: true }).fill('Read Guide'),
    stored: (row) => expect([row.icon, row.resourceLink, row.premiumLink]).toEqual(['BookOpen', '#', '/pricing']),
  },
  {
    resource: 'accommodation',
    table: 'accommodation_options',
    column: 'type',
    noun: 'Accommodation Option',
    titleLabel: 'Type',
    messages: m.accommodation,
    searchPlaceholder: 'Search by type',
    fill: (d) => d.getByRole('textbox', { name: 'Key Features', exact: true }).fill('Furnished, , Wi-Fi ,'),
    stored: (row) => expect([row.keyFeatures, row.icon]).toEqual([['Furnished', 'Wi-Fi'], 'Home']),
  },
  {
    resource: 'transportation',
    table: 'transportation_options',
    column: 'mode',
    noun: 'Transportation Option',
    titleLabel: 'Mode',
    messages: m.transportation,
    searchPlaceholder: 'Search by mode',
  },
  {
    resource: 'interviews',
    table: 'interviews',
    column: 'interviewee_name',
    noun: 'Interview',
    titleLabel: 'Interviewee Name',
    messages: m.interviews,
    searchPlaceholder: 'Search by name',
    stored: (row) => expect([row.status, row.interview_date]).toEqual(['Pending', null]),
  },
  {
    resource: 'testimonials',
    table: 'testimonials',
    column: 'author_name',
    noun: 'Testimonial',
    titleLabel: 'Author Name',
    messages: m.testimonials,
    searchPlaceholder: 'Search by author',
    fill: (d) => d.getByRole('textbox', { name: 'Content', exact: true }).fill('The consultancy helped me a lot.'),
    stored: (row) => expect([row.rating, row.author_role, row.is_featured]).toEqual([5, 'Student', false]),
  },
  {
    resource: 'home-country-steps',
    table: 'home_country_steps',
    column: 'title',
    noun: 'Home-country step',
    titleLabel: 'Step',
    messages: resourceMessages('home-country step', 'home-country steps', true),
    searchPlaceholder: 'Search by step',
    // A made-up step on a real official page, for Bhutan (no rules of the seed's), every destination.
    fill: async (d) => {
      await d.getByRole('combobox', { name: 'Home country' }).click();
      await d.page().getByRole('option', { name: 'Bhutan' }).click();
      await d.getByRole('textbox', { name: 'Official page', exact: true }).fill('https://www.aps-india.de/');
      await d.getByRole('spinbutton', { name: 'Lead time (days)' }).fill('42');
      await d.getByRole('textbox', { name: 'Applies to', exact: true }).fill('2027 intake');
      await d.getByLabel('Checked on').fill(new Date().toLocaleDateString('en-CA'));
    },
    stored: (row) =>
      expect([row.home_country, row.destination_code, row.level, row.lead_time_days, row.applies_to]).toEqual([
        'Bhutan',
        null,
        null,
        42,
        '2027 intake',
      ]),
  },
];

/** The row or card showing `text`. */
const item = (page: Page, text: string) => page.locator('tr, li').filter({ hasText: text });

async function save(page: Page, dialog: Locator, saved: string) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The dialog closes only once the server has accepted the save.
  await expect(dialog).toBeHidden();
  await expect(page.getByText(saved)).toBeVisible();
}

for (const c of CASES) {
  test(`${c.resource}: add, search, edit and delete`, async ({ adminPage: page }) => {
    const tag = uniqueTag();
    // Commas, quotes, dots, parentheses and several words: all must survive the search filter.
    const title = `E2E ${tag}, "Quoted" O'Neil (v1.2)`;
    const edited = `${title} edited`;
    try {
      await page.goto(`/admin/${c.resource}`);
      await page.getByRole('button', { name: 'Add New' }).click();
      const add = page.getByRole('dialog', { name: `Add ${c.noun}` });
      await add.getByRole('textbox', { name: c.titleLabel, exact: true }).fill(title);
      await c.fill?.(add);
      await save(page, add, c.messages.saved.title);

      const stored = await must(service.from(c.table).select('*').eq(c.column, title));
      expect(stored).toHaveLength(1);
      c.stored?.(stored[0] ?? {});

      const search = page.getByPlaceholder(c.searchPlaceholder ?? '__none__');
      if (c.searchPlaceholder) {
        await search.fill(`${tag}, "Quoted" O'Neil (v1.2)`);
        await expect(item(page, title)).toHaveCount(1);
        await expect(page.locator('tr, li').filter({ hasText: 'E2E' })).toHaveCount(1);
      }
      await expect(item(page, title)).toBeVisible();

      await item(page, title).getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${c.noun}` });
      const titleInput = edit.getByRole('textbox', { name: c.titleLabel, exact: true });
      await expect(titleInput).toHaveValue(title);
      await titleInput.fill(edited);
      await save(page, edit, c.messages.saved.title);
      await expect(item(page, edited)).toBeVisible();
      // The list reloaded with the search text kept.
      if (c.searchPlaceholder) await expect(search).toHaveValue(`${tag}, "Quoted" O'Neil (v1.2)`);

      await item(page, edited).getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: c.messages.confirmDelete });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(page.getByText(c.messages.deleted.title)).toBeVisible();
      await expect(item(page, edited)).toHaveCount(0);
      expect(await must(service.from(c.table).select('*').ilike(c.column, `%${tag}%`))).toEqual([]);

      if (c.searchPlaceholder) {
        await search.fill(`no such thing ${tag}`);
        await expect(page.getByText(c.messages.empty)).toBeVisible();
      }
    } finally {
      await must(service.from(c.table).delete().ilike(c.column, `%${tag}%`));
    }
  });
}
