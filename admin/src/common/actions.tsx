// Per-row and per-card actions: Edit opens the shared dialog; Delete asks first, then deletes on the
// server (pessimistic: nothing disappears until the database agrees) and reloads the list.
import type { Notice } from '@app/shared/messages';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { type MouseEvent, useState } from 'react';
import { Confirm, type Identifier, useDelete, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import { useOptionalDialogState } from './dialogState.tsx';
import { useNotices } from './notices.tsx';

export type DeleteMessages = { confirmDelete: string; deleted: Notice; deleteError: Notice };

const stop = (event: MouseEvent) => event.stopPropagation();

export const EditAction = ({ onEdit }: { onEdit?: (id: Identifier) => void }) => {
  const record = useRecordContext();
  const dialog = useOptionalDialogState();
  const open = onEdit ?? dialog?.openEdit;
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

export const DeleteAction = ({ messages, resource: resourceProp }: { messages: DeleteMessages; resource?: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext({ resource: resourceProp });
  const [open, setOpen] = useState(false);
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
          setOpen(false);
          notices.success(messages.deleted);
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notices.error(messages.deleteError, error);
        },
      },
    );

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={(event) => {
          stop(event);
          setOpen(true);
        }}
      >
        Delete
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Please confirm"
        content={messages.confirmDelete}
        confirm="Yes, delete"
        cancel="Cancel"
        confirmColor="warning"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
