// What one console screen declares about itself, once. The app's <Resource>s, the sidebar, the data
// provider (table, search, writes), the list's heading and search box and the dialog's title read it.
// This module is in the console's first bundle: screens are referenced lazily, and table names are
// checked by type only, so neither zod nor a screen's code loads before it is opened.
import type { Database } from '@app/shared/database.types';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { ImportTarget } from '../providers/types.ts';

/** A table, or a view the console reads like one (students). */
export type TableName = keyof Database['public']['Tables'] | keyof Database['public']['Views'];

/** A screen's component, loaded on first render; `preload` starts loading it before that. */
export type Screen = LazyExoticComponent<ComponentType> & { preload: () => void };

/** The screen in the module `load` imports (its default export), fetched once, when first needed. */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): Screen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(once), { preload: () => void once() });
}

/**
 * Who works with a screen: 'admin' (the default: site content, accounts, settings) or 'staff' (admins
 * and counsellors: the student work). The console offers a counsellor only the staff screens; RLS is
 * what refuses their other reads and writes.
 */
export type Access = 'admin' | 'staff';

export type ResourceDefinition = {
  /** URL segment (/admin/<name>) and react-admin's resource name. */
  name: string;
  /** Its place in the sidebar and among react-admin's resources, ascending (gaps of 10 leave room). */
  order: number;
  /** The table behind it; the one place a URL word (blog, leads) is mapped to its table. */
  table: TableName;
  /** Sidebar label. */
  label: string;
  /** The list's heading; defaults to the label. */
  title?: string;
  /** One record, for the dialog's 'Add …' / 'Edit …'. */
  noun?: string;
  /** Sidebar icon; a resource without one (or without a list) is not in the sidebar. */
  icon?: ComponentType;
  /**
   * Columns the search box matches (case-insensitive substring, OR across them), each with the word
   * the placeholder uses for it, in the placeholder's order. Absent: the list has no search box.
   */
  searchFields?: Readonly<Record<string, string>>;
  /** Text-array columns typed as comma-separated text in the forms. */
  listFields?: readonly string[];
  /** Columns holding a YouTube video id; a pasted URL is reduced to the id on save. */
  youtubeFields?: readonly string[];
  /** Orders appended after the chosen sort so that pages are stable and ties follow the spec. */
  tiebreak?: string;
  /**
   * What the list reads beyond the table's columns: PostgREST select items (embeds such as
   * `programs(count)`) and raw filters on those embeds (`alias.or` → `(a.is.null,b.is.null)`).
   */
  listSelect?: { columns: readonly string[]; embedFilters?: Readonly<Record<string, string>> };
  /**
   * Filters a screen sets by name (`{ needs_check: true }`) that are PostgREST expressions rather than a
   * column's value; the data provider puts each one's parameters in the request while it is set.
   */
  namedFilters?: Readonly<Record<string, Readonly<Record<string, string | number>>>>;
  /**
   * The CSVs the list imports and exports (public.import_rows' targets): first its own rows, then rows
   * edited inside them (a university's programmes), each with its own Import and Export button.
   */
  imports?: readonly ImportTarget[];
  /** Primary key column when it is not `id`. */
  primaryKey?: string;
  /** Who the screen is for; absent: admins only. */
  access?: Access;
  /** The screen at /admin/<name>; absent for resources edited inside another screen (programs). */
  list?: Screen;
  /** One record's page at /admin/<name>/<id>/show (a student's case file). */
  show?: Screen;
};

export const defineResource = <const T extends ResourceDefinition>(definition: T): T => definition;
