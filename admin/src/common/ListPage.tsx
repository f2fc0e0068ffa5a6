// The shared list screen: title, 'Add New', server-side search (kept in the URL, so it survives saves,
// deletes and reloads), server-side sort and pagination, the empty text, and the resource's dialog.
// Title and search box come from the resource's registry entry (screens/registry.ts).
import type { Notice } from '@app/shared/notice';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isValidElement, type ReactElement, type ReactNode, Suspense, useEffect } from 'react';
import {
  Datagrid,
  type DatagridProps,
  List,
  Pagination,
  SearchInput,
  type SortPayload,
  TopToolbar,
  useResourceContext,
} from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { SEARCH_FILTER } from '../providers/dataProvider.ts';
import { searchPlaceholder as placeholderOf } from '../screens/texts.ts';
import { ExportButton, ExportNestedButton } from './csv/ExportButton.tsx';
import { ImportButton } from './csv/ImportButton.tsx';
import { DialogStateProvider, useDialogState } from './dialogState.tsx';
import { useNotices } from './notices.tsx';
import { ResponsiveDatagrid } from './ResponsiveDatagrid.tsx';
import { useResources } from './resources-context.ts';

export type ListPageProps = {
  fetchError: Notice;
  sort: SortPayload;
  perPage?: number;
  /**
   * The add/edit dialog, rendered once per page from its first opening on (so a lazily imported one
   * loads only then); without one the list is read and delete only (leads).
   */
  dialog?: ReactNode;
  /** False hides 'Add New' while the dialog still edits rows (a counsellor edits their profile only). */
  canAdd?: boolean;
  /** Filters shown beside the search box (a story's status). */
  filters?: ReactElement[];
  /** The filters a first visit starts with (the suggestions still pending). */
  filterDefaultValues?: Record<string, unknown>;
  /** Passed to the data provider's getList (what else to read for each row). */
  meta?: Record<string, unknown>;
  children: ReactNode;
};

// The lists import their dialogs lazily: forms and their schemas are a list's larger half, and most
// visits only read. Once opened, the dialog stays rendered (it closes with its transition).
const PageDialog = ({ dialog }: { dialog: ReactNode }) =>
  useDialogState().opened ? <Suspense fallback={null}>{dialog}</Suspense> : null;

/**
 * /admin/<name>/<id> opens that record's edit dialog: other screens link to a record this way (the
 * catalogue health's programmes to their university). The address becomes the list's again, so closing
 * the dialog or reloading does not reopen it, and Back returns to the screen that linked here.
 */
const EditFromAddress = ({ resource }: { resource: string }) => {
  const id = useParams()['*'];
  const { openEdit } = useDialogState();
  const navigate = useNavigate();
  const { search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per address; search only goes along
  useEffect(() => {
    if (!id) return;
    // Ids in the lists are numbers where the table's are (bigint).
    openEdit(/^\d+$/.test(id) ? Number(id) : id);
    navigate({ pathname: `/${resource}`, search }, { replace: true });
  }, [id, resource]);
  return null;
};

const AddNewButton = () => {
  const { openCreate } = useDialogState();
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
      Add New
    </Button>
  );
};

// Every table list becomes cards on phones without each screen having to ask for it.
const asCardsOnPhones = (children: ReactNode) =>
  isValidElement<DatagridProps>(children) && children.type === Datagrid ? (
    <ResponsiveDatagrid {...children.props} />
  ) : (
    children
  );

export const ListPage = ({
  fetchError,
  sort,
  perPage = 25,
  dialog,
  canAdd = true,
  filters = [],
  filterDefaultValues,
  meta,
  children,
}: ListPageProps) => {
  const notices = useNotices();
  const resource = useResourceContext() ?? '';
  const definition = useResources().byName(resource);
  const imports = definition.imports ?? [];
  const title = definition.title ?? definition.label;
  // Searchable when the registry names search fields (docs/product.md section 7).
  const searchPlaceholder = placeholderOf(definition);
  return (
    <DialogStateProvider>
      <List
        title={title}
        sort={sort}
        perPage={perPage}
        // Always render the list (its own empty text), never react-admin's "No X yet" page.
        empty={false}
        filters={
          searchPlaceholder || filters.length
            ? [
                ...(searchPlaceholder
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
                  : []),
                ...filters,
              ]
            : undefined
        }
        actions={
          // Wraps on phones: a list may carry Import and Export beside 'Add New'.
          <TopToolbar sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', minWidth: 0 }}>
            {imports.map((target) => (
              <ImportButton key={target} target={target} />
            ))}
            <ExportButton />
            {imports.slice(1).map((target) => (
              <ExportNestedButton key={target} target={target} />
            ))}
            {dialog && canAdd && <AddNewButton />}
          </TopToolbar>
        }
        pagination={<Pagination rowsPerPageOptions={[...new Set([perPage, 10, 25, 50, 100])].sort((a, b) => a - b)} />}
        filterDefaultValues={filterDefaultValues}
        queryOptions={{ meta, onError: (error) => notices.error(fetchError, error) }}
      >
        <Typography variant="h5" component="h1" sx={{ px: 2, pt: 2 }}>
          {title}
        </Typography>
        {asCardsOnPhones(children)}
      </List>
      {dialog && <PageDialog dialog={dialog} />}
      {dialog && <EditFromAddress resource={resource} />}
    </DialogStateProvider>
  );
};

// Screens import these from here; they live apart so that ResponsiveDatagrid can use them too.
export { EmptyText, Spinner } from './listStates.tsx';
