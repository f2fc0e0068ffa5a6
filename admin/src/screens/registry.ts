// Every console resource, once: each folder beside this file whose index.ts default-exports
// defineResource({...}), in the sidebar's order (`order`). Adding a screen is adding its folder.
import type { ComponentType } from 'react';
import { resourcesOf } from '../providers/resources.ts';
import type { ResourceDefinition } from './define-resource.ts';

const folders = import.meta.glob<ResourceDefinition>('./*/index.ts', { eager: true, import: 'default' });

export const REGISTRY: readonly ResourceDefinition[] = Object.values(folders).sort((a, b) => a.order - b.order);

/** The registry as the data provider and the shared screens look it up (App.tsx hands it down). */
export const RESOURCES = resourcesOf(REGISTRY);

/** The sidebar's screens: those with a page and an icon, in registry order. */
export const MENU_SCREENS: readonly { name: string; label: string; icon: ComponentType }[] = REGISTRY.flatMap(
  ({ name, label, icon, list }) => (list && icon ? [{ name, label, icon }] : []),
);
