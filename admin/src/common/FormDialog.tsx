// The add/edit dialog every resource shares: one form for both modes, saved pessimistically so that a
// failed save keeps the dialog open with what was typed and shows the backend's message.
import type { AdminResourceMessages } from '@app/shared/messages';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import {
  CreateBase,
  EditBase,
  type RaRecord,
  SaveButton,
  SimpleForm,
  Toolbar,
  useEditContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useOptionalDialogState } from './dialogState.tsx';
import { ImageCleanupContext, useDialogImageCleanup } from './image-cleanup.tsx';
import { LastChanged } from './LastChanged.tsx';
import { useNotices } from './notices.tsx';
import { useResources } from './resources-context.ts';
import { schemaResolver } from './schemaResolver.ts';

type SaveMessages = Pick<AdminResourceMessages, 'saved' | 'saveError'>;

export type FormDialogProps = {
  /** Resource name; defaults to the list's resource. */
  resource?: string;
  messages: SaveMessages;
  schema: z.ZodType;
  /** Initial values of the add form (the edit form starts from the record). */
  defaultValues?: Record<string, unknown>;
  /** The inputs. */
  children: ReactNode;
  /** More of the form, above Save/Cancel, e.g. a university's programs. */
  extra?: ReactNode;
  /** Checks the extra part before anything is sent; false blocks the save (it shows its own errors). */
  validateExtra?: () => boolean | Promise<boolean>;
  /**
   * Saves the extra part once the record is saved. False keeps the dialog open on the saved record (a
   * new record switches to edit mode) so nothing typed is lost; it shows its own error.
   */
  saveExtra?: (record: RaRecord) => Promise<boolean>;
  /** Videos: clicking outside must not close the dialog (and lose a pasted link). */
  disableBackdropClose?: boolean;
  maxWidth?: 'sm' | 'md' | 'lg';
};

// The edit form opens at once with the list's copy of the record and resets when the server's copy
// arrives (and on any later refetch). Without this, that reset threw away what the admin had typed in
// the meantime, e.g. a premium resource's link arriving after the title was changed. Fields not typed
// in still take the server's values. One object: a new one on each render would reset the form again.
export const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

// Runs the extra check with every validation, so its errors show together with the fields' errors. The
// key is not a field: react-hook-form only needs some error to refuse the submit.
const withExtra =
  (resolver: Resolver, validateExtra: FormDialogProps['validateExtra']): Resolver =>
  async (...args) => {
    const result = await resolver(...args);
    if (!validateExtra || (await validateExtra())) return result;
    const errors: FieldErrors = { ...result.errors };
    errors.extra = { type: 'extra', message: 'Check the highlighted fields.' };
    return { values: {}, errors };
  };

const DialogToolbar = ({ onCancel }: { onCancel: () => void }) => (
  // react-admin pins a phone's form toolbar to the screen's bottom edge, outside the dialog; here it
  // stays inside the dialog, always in reach at the bottom of the scrolling form.
  <Toolbar
    sx={{
      justifyContent: 'flex-end',
      gap: 1,
      '&&': { position: 'sticky', bottom: 0, zIndex: 1, bgcolor: 'background.paper', width: '100%' },
    }}
  >
    <Button onClick={onCancel}>Cancel</Button>
    <SaveButton alwaysEnable />
  </Toolbar>
);

const EditBody = ({ children }: { children: ReactNode }) => {
  const { isPending } = useEditContext();
  if (isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading" />
      </Box>
    );
  }
  return <>{children}</>;
};

export const FormDialog = (props: FormDialogProps) => {
  // The nearest <DialogStateProvider>: the list page's, or a nested one (programs inside a university).
  const context = useOptionalDialogState();
  const state = context?.state ?? null;
  const closeDialog = context?.close ?? (() => {});
  const images = useDialogImageCleanup();
  // Closing without saving: images uploaded in this dialog are not used by any row.
  const close = () => {
    images.abandoned();
    closeDialog();
  };
  const openEdit = context?.openEdit;
  const { resource, messages, schema, defaultValues, children, extra, validateExtra, saveExtra } = props;
  // Titles read 'Add University' / 'Edit University' with the registry's noun.
  const resources = useResources();
  const definition = resources.byName(useResourceContext({ resource }) ?? '');
  const noun = definition.noun ?? definition.label;
  const notices = useNotices();
  const refresh = useRefresh();

  const onSuccess = async (record: RaRecord) => {
    if (saveExtra && !(await saveExtra(record))) {
      if (state?.mode === 'create') openEdit?.(record.id);
      refresh();
      return;
    }
    images.saved(record.image_path as string | null | undefined);
    notices.success(messages.saved);
    closeDialog();
    // Refetches the list with its current page, sort and search text.
    refresh();
  };
  const resolver = withExtra(schemaResolver(schema), validateExtra);
  const titleId = `dialog-title-${noun.replace(/\W+/g, '-').toLowerCase()}`;
  const form = (
    <SimpleForm
      // The shared schema validates and its messages show next to the fields; the browser's own
      // bubbles (url/number inputs) would block the submit without saying so in the same way.
      noValidate
      resolver={resolver}
      defaultValues={state?.mode === 'create' ? defaultValues : undefined}
      toolbar={<DialogToolbar onCancel={close} />}
      warnWhenUnsavedChanges={false}
      resetOptions={KEEP_TYPED_VALUES}
    >
      {children}
      {extra && (
        // A nested dialog's form (say Add Program) is portalled out of this form in the page, but React
        // still bubbles its submit event up the component tree, where it would save this form too.
        <Box sx={{ width: '100%' }} onSubmit={(event) => event.stopPropagation()}>
          {extra}
        </Box>
      )}
    </SimpleForm>
  );

  return (
    <Dialog
      open={state !== null}
      onClose={(_event, reason) => {
        if (props.disableBackdropClose && reason === 'backdropClick') return;
        close();
      }}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {state?.mode === 'edit' ? `Edit ${noun}` : `Add ${noun}`}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <ImageCleanupContext.Provider value={images.value}>
        {state?.mode === 'create' && (
          <CreateBase
            resource={resource}
            redirect={false}
            mutationOptions={{ onSuccess, onError: (error) => notices.error(messages.saveError.add, error) }}
          >
            {form}
          </CreateBase>
        )}
        {state?.mode === 'edit' && (
          <EditBase
            resource={resource}
            id={state.id}
            redirect={false}
            mutationMode="pessimistic"
            mutationOptions={{ onSuccess, onError: (error) => notices.error(messages.saveError.update, error) }}
          >
            <LastChanged table={definition.table} id={state.id} />
            <EditBody>{form}</EditBody>
          </EditBase>
        )}
      </ImageCleanupContext.Provider>
    </Dialog>
  );
};
