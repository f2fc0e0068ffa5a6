import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { ComponentType } from 'react';
import type { DataProvider } from 'react-admin';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { resources } from '../App.tsx';
import { AdminMenu } from '../layout/Menu.tsx';
import { wrapDataProvider } from '../providers/dataProvider.ts';
import type { ResourceDefinition } from './define-resource.ts';
import { REGISTRY, RESOURCES } from './registry.ts';

const resourceDefinition = (name: string) => RESOURCES.byName(name);

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
    expect(resources.map((element) => [element.props.name, element.props.list])).toEqual(
      REGISTRY.map((definition) => [definition.name, definition.list]),
    );
  });

  it("renders the sidebar as the dashboard, then every screen with a page in the registry's order", () => {
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
