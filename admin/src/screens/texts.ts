// Texts the list pages derive from a registry entry. Apart from define-resource.ts so that they load
// with the first list, not with the console's first screen.
import type { ResourceDefinition } from './define-resource.ts';

/** 'Search by name, country or type...' from the search fields' words; none without search fields. */
export function searchPlaceholder(definition: ResourceDefinition): string | undefined {
  const words = Object.values(definition.searchFields ?? {});
  if (words.length === 0) return undefined;
  const listed = words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
  return `Search by ${listed}...`;
}
