// What the forms send → what the table stores, for the parts the shared form schemas may not have
// applied yet (a record saved through another path, e.g. a bulk action): list text and video URLs.
import { splitList, youtubeIdFrom } from '@app/shared/validation';
import type { ResourceDefinition } from '../screens/define-resource.ts';

type Row = Record<string, unknown>;

/** Comma text (or a list) in list columns → trimmed non-empty items; YouTube URLs → their ids. */
export function toStoredRow<T extends Row>(config: ResourceDefinition, data: T): T {
  const row: Row = { ...data };
  for (const field of config.listFields ?? []) {
    const value = row[field];
    if (typeof value === 'string' || Array.isArray(value)) row[field] = splitList(value as string | string[]);
  }
  for (const field of config.youtubeFields ?? []) {
    const value = row[field];
    if (typeof value === 'string') row[field] = youtubeIdFrom(value) ?? value.trim();
  }
  return row as T;
}
