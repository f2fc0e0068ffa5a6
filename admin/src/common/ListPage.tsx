// The shared list screen: title, 'Add New', server-side search (kept in the URL, so it survives saves,
// deletes and reloads), server-side sort and pagination, the empty text, and the resource's dialog.
import type { Notice } from '@app/shared/messages';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { List, Pagination, SearchInput, type SortPayload, TopToolbar } from 'react-admin';
import { SEARCH_FILTER } from '../providers/dataProvider.ts';
import { DialogStateProvider, useDialogState } from './dialogState.tsx';
import { useNotices } from './notices.tsx';

export type ListPageProps = {
  title: string;
  fetchError: Notice;
  sort: SortPayload;
  /** Present when the resource is searchable (docs/product.md section 7). */
  searchPlaceholder?: string;
  /** Leads are read and delete only. */
  canCreate?: boolean;
  perPage?: number;
  /** The add/edit dialog, rendered once per page. */
  dialog?: ReactNode;
  children: ReactNode;
};

const AddNewButton = () => {
  const { openCreate } = useDialogState();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
      Add New
    </Button>
  );
};

export const ListPage = ({
  title,
  fetchError,
  sort,
  searchPlaceholder,
  canCreate = true,
  perPage = 25,
  dialog,
  children,
}: ListPageProps) => {
  const notices = useNotices();
  return (
    <DialogStateProvider>
      <List
        title={title}
        sort={sort}
        perPage={perPage}
        // Always render the list (its own empty text), never react-admin's "No X yet" page.
        empty={false}
        filters={
          searchPlaceholder
            ? [
                <SearchInput
                  key="q"
                  source={SEARCH_FILTER}
                  alwaysOn
                  placeholder={searchPlaceholder}
                  aria-label="Search"
                  sx={{ minWidth: { sm: 360 } }}
                />,
              ]
            : undefined
        }
        actions={<TopToolbar>{canCreate && <AddNewButton />}</TopToolbar>}
        pagination={<Pagination rowsPerPageOptions={[...new Set([perPage, 10, 25, 50, 100])].sort((a, b) => a - b)} />}
        queryOptions={{ onError: (error) => notices.error(fetchError, error) }}
      >
        <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
          {title}
        </Typography>
        {children}
      </List>
      {dialog}
    </DialogStateProvider>
  );
};

export const EmptyText = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
    {children}
  </Typography>
);

export const Spinner = () => (
  <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);
