import {
  AdminContext,
  type DataProvider,
  defaultI18nProvider,
  memoryStore,
  type RaRecord,
  RecordContextProvider,
  testDataProvider,
} from 'react-admin';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ResourcesContext } from '../../common/resources-context.ts';
import { RESOURCES } from '../registry.ts';
import { ProgramsSection } from './ProgramsSection.tsx';
import { checkedDraft, newDraftForm, type ProgramDrafts } from './programDrafts.ts';

const PAGE = 'https://www.example.edu/fees';

/**
 * The programs part of a university's dialog with `count` drafts, as static markup with emotion's styles
 * left out: a new university's, or with `university` the saved one's that a draft could not be added to.
 */
function renderDrafts(count: number, university?: RaRecord): string {
  const drafts = Array.from({ length: count }, (_, index) => ({ key: index + 1, form: newDraftForm() }));
  const noop = () => undefined;
  const state = { drafts, add: noop, remove: noop } as unknown as ProgramDrafts;
  return renderToStaticMarkup(
    <MemoryRouter>
      {/* With the locale in its store, react-admin renders at once rather than after an effect. */}
      <AdminContext
        dataProvider={testDataProvider() as DataProvider}
        i18nProvider={defaultI18nProvider}
        store={memoryStore({ locale: 'en' })}
      >
        <ResourcesContext.Provider value={RESOURCES}>
          <RecordContextProvider value={university}>
            <ProgramsSection drafts={state} />
          </RecordContextProvider>
        </ResourcesContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');
}

const textOf = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map(([, inner = '']) => inner.replace(/<[^>]+>/g, '').trim());

describe('a draft programme', () => {
  it('is the programme form: the same fields and figures as the programme dialog', () => {
    const html = renderDrafts(2);
    expect(textOf(html, /<div[^>]*role="group"[^>]*aria-label="([^"]*)"/g)).toEqual(['New program 1', 'New program 2']);
    const labels = textOf(html, /<label[^>]*>(.*?)<\/label>/g);
    for (const label of ['Program Name', 'Level', 'Duration (years)', 'Application Link', 'Description']) {
      expect(labels.filter((text) => text.replace(/\s*\*$/, '') === label)).toHaveLength(2);
    }
    // Each figure is a group named by its legend (its state's radio group is 'Status').
    const figures = textOf(html, /<legend[^>]*>(.*?)<\/legend>/g).filter((legend) => legend !== 'Status');
    expect(figures).toEqual(
      Array(2)
        .fill([
          'Tuition for non-EU students (a year)',
          'Tuition for EU students (a year)',
          'Semester and student fees (a year)',
          'Next application deadline (non-EU applicants)',
          'English requirement',
          'Application fee (once)',
        ])
        .flat(),
    );
    // Each input has an id of its own, so every label names its input (and not another draft's).
    const ids = textOf(html, /<(?:input|textarea)[^>]*\sid="([^"]*)"/g);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("left on a saved university, starts from none of the university's values", () => {
    const html = renderDrafts(1, { id: 3, university_name: 'TU X', description: 'About TU X', slug: 'tu-x' });
    expect(html).toContain('These programs are not saved yet.');
    expect(textOf(html, /<div[^>]*role="group"[^>]*aria-label="([^"]*)"/g)).toEqual(['New program 1']);
    expect(html).not.toContain('About TU X');
    expect(html).not.toContain('tu-x');
  });

  it('is saved with its figures as the programme dialog saves them', async () => {
    const form = newDraftForm();
    form.setValue('name', 'MSc Physics');
    form.setValue('duration_in_years', 2);
    form.setValue('tuition_non_eu', {
      state: 'known',
      low_cents: 1_250_000,
      currency: 'EUR',
      source_url: PAGE,
      checked_on: '2026-11-20',
      applies_to: '2027/28',
    });
    form.setValue('deadline', { state: 'unchecked', note: 'Rolling admission' });
    expect(await checkedDraft(form)).toMatchObject({
      name: 'MSc Physics',
      level: "Bachelor's",
      duration_in_years: 2,
      tuition_non_eu: {
        state: 'known',
        low_cents: 1_250_000,
        high_cents: 1_250_000,
        currency: 'EUR',
        source_url: PAGE,
        checked_on: '2026-11-20',
        applies_to: '2027/28',
      },
      tuition_eu: { state: 'unchecked' },
      deadline: { state: 'unchecked', note: 'Rolling admission' },
    });
  });

  it('shows what is wrong next to its inputs, the figures included, and is not saved', async () => {
    const form = newDraftForm();
    form.setValue('application_link', 'not a url');
    form.setValue('tuition_non_eu', { state: 'known', low_cents: 600_000 });
    expect(await checkedDraft(form)).toBeNull();
    const message = (name: string) => form.getFieldState(name).error?.message;
    expect(message('name')).toBe('Required');
    expect(message('application_link')).toBe('Enter a full http(s) URL.');
    expect(message('tuition_non_eu.source_url')).toBe('Enter the official page this comes from.');
  });
});
