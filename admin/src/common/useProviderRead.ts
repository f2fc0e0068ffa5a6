// A read through one of the data provider's custom methods (its database functions), once per visit of
// the screen that shows it: react-admin's query hooks cover the standard methods only.
import type { Notice } from '@app/shared/notice';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/types.ts';
import { useNotices } from './notices.tsx';

export type ProviderRead<T> = { isPending: boolean; data: T | undefined; error: unknown };

export function useProviderRead<T>(read: (provider: AppDataProvider) => Promise<T>, fetchError: Notice) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notices = useNotices();
  const [result, setResult] = useState<ProviderRead<T>>({ isPending: true, data: undefined, error: undefined });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per visit
  useEffect(() => {
    let active = true;
    read(dataProvider).then(
      (data) => active && setResult({ isPending: false, data, error: undefined }),
      (error: unknown) => {
        if (!active) return;
        notices.error(fetchError, error);
        setResult({ isPending: false, data: undefined, error });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return result;
}
