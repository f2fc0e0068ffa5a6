// The console's resources as the data layer and the shared screens look them up, handed down from the
// registry (screens/registry.ts) by App.tsx: the registry imports every screen, so nothing a screen
// imports may import the registry back.
import type { ResourceDefinition } from '../screens/define-resource.ts';

export interface Resources {
  readonly all: readonly ResourceDefinition[];
  /** The resource named `name`; an unknown name throws rather than reaching a guessed table. */
  byName(name: string): ResourceDefinition;
}

export function resourcesOf(all: readonly ResourceDefinition[]): Resources {
  const byName = new Map(all.map((definition) => [definition.name, definition]));
  return {
    all,
    byName(name) {
      const definition = byName.get(name);
      if (!definition) throw new Error(`Unknown resource "${name}"`);
      return definition;
    },
  };
}
