// Which uploaded images a form dialog made unused: the uploads of a dialog closed without saving, and
// the images a saved change replaced or removed. FormDialog deletes them from Storage at that moment,
// so a bucket holds only images some row points to (a failed delete only leaves an unused file).
import { createContext, useContext, useMemo, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/types.ts';

type Cleanup = {
  /** A new upload: unused if the dialog closes without saving. */
  uploaded: (bucket: string, path: string) => void;
  /** An image the form no longer points to: unused once the form is saved. */
  unused: (bucket: string, path: string) => void;
};

const noCleanup: Cleanup = { uploaded: () => {}, unused: () => {} };
export const ImageCleanupContext = createContext<Cleanup>(noCleanup);
export const useImageCleanup = () => useContext(ImageCleanupContext);

type Entry = { bucket: string; path: string };

async function removeAll(dataProvider: AppDataProvider, entries: Entry[]) {
  for (const bucket of new Set(entries.map((entry) => entry.bucket))) {
    const names = entries.filter((entry) => entry.bucket === bucket).map((entry) => entry.path);
    await dataProvider.removeImages(bucket, names);
  }
}

/** The dialog's side: the context value for its form, and what to do on save and on close. */
export function useDialogImageCleanup() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const uploaded = useRef<Entry[]>([]);
  const unused = useRef<Entry[]>([]);
  const value = useMemo<Cleanup>(
    () => ({
      uploaded: (bucket, path) => uploaded.current.push({ bucket, path }),
      unused: (bucket, path) => unused.current.push({ bucket, path }),
    }),
    [],
  );
  return {
    value,
    /** Saved with `savedPath` as the row's image: every other image touched is unused. */
    saved: (savedPath: string | null | undefined) => {
      const touched = [...uploaded.current, ...unused.current].filter((entry) => entry.path !== savedPath);
      uploaded.current = [];
      unused.current = [];
      void removeAll(dataProvider, touched).catch(() => {});
    },
    /** Closed without saving: this dialog's uploads are unused; the row keeps its image. */
    abandoned: () => {
      const entries = uploaded.current;
      uploaded.current = [];
      unused.current = [];
      void removeAll(dataProvider, entries).catch(() => {});
    },
  };
}
