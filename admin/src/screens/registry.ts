// Every console resource, once: each folder beside this file whose index.ts default-exports
// defineResource({...}), in the sidebar's order (`order`). Adding a screen is adding its folder.
import type { ComponentType } from 'react';
import type { StaffRole } from '../providers/authProvider.ts';
import { resourcesOf } from '../providers/resources.ts';
import type { ResourceDefinition } from './define-resource.ts';

const folders = import.meta.glob<ResourceDefinition>('./*/index.ts', { eager: true, import: 'default' });

export const REGISTRY: readonly ResourceDefinition[] = Object.values(folders).sort((a, b) => a.order - b.order);

/** The registry as the data provider and the shared screens look it up (App.tsx hands it down). */
export const RESOURCES = resourcesOf(REGISTRY);

/** The resources a staff role works with: admins all, counsellors the staff screens (`access`). */
export function registryFor(role: StaffRole | null | undefined): readonly ResourceDefinition[] {
  return role === 'admin' ? REGISTRY : REGISTRY.filter((definition) => definition.access === 'staff');
}

export type MenuScreen = { name: string; label: string; icon: ComponentType };

/** The sidebar's screens for a role: those with a page and an icon, in registry order. */
export function menuScreensFor(role: StaffRole | null | undefined): readonly MenuScreen[] {
  return registryFor(role).flatMap(({ name, label, icon, list }) => (list && icon ? [{ name, label, icon }] : []));
}

/** Every screen in the sidebar (an admin's), for what names them (page titles). */
export const MENU_SCREENS = menuScreensFor('admin');
