// Card lists (blog, videos, news, ...): one card per record of the current page, each with its record
// in context so Edit/Delete and fields work as in a table row.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext } from 'react-admin';
import { EmptyText, Spinner } from './ListPage.tsx';

export type CardGridProps = {
  empty: string;
  /** Columns from the `md` breakpoint up (1 on phones, 2 on tablets). */
  columns?: 2 | 3 | 4;
  children: ReactNode;
};

export const CardGrid = ({ empty, columns = 3, children }: CardGridProps) => {
  const { data, isPending } = useListContext();
  if (isPending) return <Spinner />;
  if (!data || data.length === 0) return <EmptyText>{empty}</EmptyText>;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {data.map((record) => (
        <Box component="li" key={record.id} sx={{ display: 'flex', minWidth: 0 }}>
          <RecordContextProvider value={record}>{children}</RecordContextProvider>
        </Box>
      ))}
    </Box>
  );
};
