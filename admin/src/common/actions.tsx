// Per-row and per-card actions: Edit opens the shared dialog; Delete asks first, then deletes on the
// server (pessimistic: nothing disappears until the database agrees) and reloads the list. Tables show
// them through actionsColumn, so every row's actions look and behave the same.
import type { Notice } from '@app/shared/notice';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { Confirm, FunctionField, useDelete, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { useOptionalDialogState } from './dialogState.tsx';
import { useNotices } from './notices.tsx';

export type DeleteMessages = { confirmDelete: string; deleted: Notice; deleteError: Notice };

const stop = (event: MouseEvent) => event.stopPropagation();

export const EditAction = () => {
  const record = useRecordContext();
  const open = useOptionalDialogState()?.openEdit;
  if (!record || !open) return null;
  return (
    <Button
      size="small"
      startIcon={<EditIcon />}
      onClick={(event) => {
        stop(event);
        open(record.id);
      }}
    >
      Edit
    </Button>
  );
};

type DeleteProps = { messages: DeleteMessages; resource?: string };

/** The confirmation and the delete itself, mounted on the first click: a list has one per row. */
const ConfirmDelete = ({ messages, resource, open, onClose }: DeleteProps & { open: boolean; onClose: () => void }) => {
  const record = useRecordContext();
  const [deleteOne, { isPending }] = useDelete();
  const notices = useNotices();
  const refresh = useRefresh();
  if (!record || !resource) return null;

  const onConfirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onClose();
          notices.success(messages.deleted);
          refresh();
        },
        onError: (error) => {
          onClose();
          notices.error(messages.deleteError, error);
        },
      },
    );

  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title="Please confirm"
      content={messages.confirmDelete}
      confirm="Yes, delete"
      cancel="Cancel"
      confirmColor="warning"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};

export const DeleteAction = ({ messages, resource: resourceProp }: DeleteProps) => {
  const record = useRecordContext();
  const resource = useResourceContext({ resource: resourceProp });
  const [open, setOpen] = useState(false);
  // Stays true once asked, so that the confirmation closes with its transition.
  const [asked, setAsked] = useState(false);
  if (!record || !resource) return null;

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={(event) => {
          stop(event);
          setAsked(true);
          setOpen(true);
        }}
      >
        Delete
      </Button>
      {asked && <ConfirmDelete messages={messages} resource={resource} open={open} onClose={() => setOpen(false)} />}
    </>
  );
};

export type RowActionsProps = {
  messages: DeleteMessages;
  /** The record's resource when it is not the list's (programs inside a university). */
  resource?: string;
  /** False for read-only resources (leads). */
  edit?: boolean;
  /** Actions before Edit, e.g. a lead's View. */
  children?: ReactNode;
};

const RowActions = ({ messages, resource, edit = true, children }: RowActionsProps) => (
  <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
    {children}
    {edit && <EditAction />}
    <DeleteAction resource={resource} messages={messages} />
  </Box>
);

/** A Datagrid's last column: the row's actions under the heading 'Actions'. */
export const actionsColumn = (props: RowActionsProps) => (
  <FunctionField label="Actions" textAlign="right" render={() => <RowActions {...props} />} />
);
