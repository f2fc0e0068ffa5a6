// The console's resources for the shared screens (ListPage, FormDialog, ...), provided once by App.tsx.
import { createContext, useContext } from 'react';
import type { Resources } from '../providers/resources.ts';

export const ResourcesContext = createContext<Resources | null>(null);

export function useResources(): Resources {
  const resources = useContext(ResourcesContext);
  if (!resources) throw new Error('useResources needs the ResourcesContext that App.tsx provides');
  return resources;
}
