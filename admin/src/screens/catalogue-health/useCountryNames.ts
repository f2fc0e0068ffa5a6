// Countries by name rather than code, from the countries table (one read, shared by the page's parts).
import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { NO_COUNTRY } from './matrix.ts';

const ALL = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } } as const;

export function useCountryNames() {
  const { data } = useGetList<{ id: number; code: string; name: string }>('countries', ALL);
  return useMemo(() => {
    const names = new Map((data ?? []).map((country) => [country.code, country.name]));
    const nameOf = (code: string | null) => (!code || code === NO_COUNTRY ? 'No country' : (names.get(code) ?? code));
    return { nameOf, choices: (data ?? []).map((country) => ({ id: country.code, name: country.name })) };
  }, [data]);
}
