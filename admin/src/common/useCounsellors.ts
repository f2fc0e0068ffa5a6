// The counsellors as the case screens name and pick them (staff read them all; a few dozen rows at most).
import { useMemo } from 'react';
import { useGetList } from 'react-admin';

export type CounsellorChoice = { id: string; display_name: string; active: boolean };

export function useCounsellors(): { counsellors: CounsellorChoice[]; nameOf: (id: string | null) => string } {
  const { data } = useGetList<CounsellorChoice>('counsellors', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'display_name', order: 'ASC' },
  });
  // One function per answer, so what depends on it (the calendar's event source) is not rebuilt each render.
  return useMemo(() => {
    const counsellors = data ?? [];
    const nameOf = (id: string | null) =>
      id === null ? 'Unassigned' : (counsellors.find((c) => c.id === id)?.display_name ?? '…');
    return { counsellors, nameOf };
  }, [data]);
}
