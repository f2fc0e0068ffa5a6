import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import type { DataProvider } from 'react-admin';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { resources, resourcesFor } from '../App.tsx';
import { AdminMenu } from '../layout/Menu.tsx';
import { wrapDataProvider } from '../providers/dataProvider.ts';
import type { ResourceDefinition } from './define-resource.ts';
import { REGISTRY, RESOURCES } from './registry.ts';

const resourceDefinition = (name: string) => RESOURCES.byName(name);

// The sidebar asks react-admin for the signed-in role; these tests render it outside the console.
const role = vi.hoisted(() => ({ current: 'admin' as 'admin' | 'counsellor' }));
vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  usePermissions: () => ({ permissions: role.current, isPending: false }),
}));

import { searchPlaceholder } from './texts.ts';

const folders = import.meta.glob<{ default: ResourceDefinition }>('./*/index.ts', { eager: true });

describe('the registry', () => {
  it('has one entry per screen folder, named as its folder (its URL segment)', () => {
    const declared = Object.entries(folders).map(([path, module]) => [path.split('/')[1], module.default.name]);
    for (const [folder, name] of declared) expect(name).toBe(folder);
    expect(REGISTRY.map((definition) => definition.name).sort()).toEqual(declared.map(([folder]) => folder).sort());
  });

  it('orders the screens without ties, so the sidebar never depends on file order', () => {
    const orders = REGISTRY.map((definition) => definition.order);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('refuses an unknown resource instead of querying a guessed table', () => {
    expect(() => resourceDefinition('users')).toThrow(/Unknown resource/);
  });

  it('words the search box from the search fields, and has none without them', () => {
    expect(searchPlaceholder(resourceDefinition('universities'))).toBe('Search by name, country, city or type...');
    expect(searchPlaceholder(resourceDefinition('accommodation'))).toBe('Search by type or location...');
    expect(searchPlaceholder(resourceDefinition('pricing'))).toBeUndefined();
  });
});

describe('derived from the registry', () => {
  it("declares react-admin's resources, with their screens, in the registry's order", () => {
    expect(resources.map((element) => [element.props.name, element.props.list, element.props.show])).toEqual(
      REGISTRY.map((definition) => [definition.name, definition.list, definition.show]),
    );
  });

  it('gives a counsellor the student work only: no content screen, no accounts, no settings', () => {
    const names = resourcesFor('counsellor').map((element) => element.props.name);
    expect(names).toEqual(expect.arrayContaining(['cases', 'board', 'calendar', 'counsellors']));
    for (const adminOnly of ['universities', 'blog', 'students', 'settings', 'leads', 'purchases', 'activity']) {
      expect(names).not.toContain(adminOnly);
    }
    expect(resourcesFor(null).map((element) => element.props.name)).toEqual(names);
  });

  it("renders the sidebar as the dashboard, then every screen with a page in the registry's order", () => {
    role.current = 'admin';
    const html = renderToStaticMarkup(
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <AdminMenu />
        </MemoryRouter>
      </ThemeProvider>,
    );
    // [href, icon, text] of each link, emotion's <style> tags left out.
    const links = [
      ...html.replace(/<style[^>]*>.*?<\/style>/g, '').matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g),
    ].map(([, href, inner = '']) => [href, /data-testid="(\w+)"/.exec(inner)?.[1], inner.replace(/<[^>]+>/g, '')]);
    const iconName = (Icon: ComponentType | undefined) =>
      Icon && /data-testid="(\w+)"/.exec(renderToStaticMarkup(<Icon />))?.[1];
    expect(links).toEqual([
      ['/', 'DashboardIcon', 'Dashboard'],
      ...REGISTRY.filter((definition) => definition.list).map((definition) => [
        `/${definition.name}`,
        iconName(definition.icon),
        definition.label,
      ]),
    ]);
    // Programs are edited inside a university and have no page of their own.
    expect(links.map(([href]) => href)).not.toContain('/programs');
  });

  it("renders a counsellor's sidebar with the dashboard and the student work only", () => {
    role.current = 'counsellor';
    const html = renderToStaticMarkup(
      <ThemeProvider theme={createTheme()}>
        <MemoryRouter>
          <AdminMenu />
        </MemoryRouter>
      </ThemeProvider>,
    );
    role.current = 'admin';
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => href);
    expect(hrefs).toEqual(['/', '/cases', '/board', '/calendar', '/counsellors']);
  });

  it.each(REGISTRY.map((definition) => [definition.name, definition] as const))(
    'the data provider reads %s from its table and searches its search fields',
    async (name, definition) => {
      const getList = vi.fn(async () => ({ data: [], total: 0 }));
      await wrapDataProvider({ getList } as unknown as DataProvider, RESOURCES).getList(name, {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: { q: 'term' },
      });
      const columns = Object.keys(definition.searchFields ?? {});
      const search = columns.length ? `(${columns.map((c) => `${c}.ilike."*term*"`).join(',')})` : undefined;
      const [table, params] = getList.mock.calls[0] as unknown as [string, { filter: Record<string, unknown> }];
      expect(table).toBe(definition.table);
      expect(params.filter['or@']).toBe(search);
    },
  );
});
