// 'Import …' on the lists that import (the registry's `imports`); the dialog and its schemas load on first use.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { ImportTarget } from '../../providers/types.ts';

const ImportDialog = lazy(() => import('./ImportDialog.tsx'));

export const ImportButton = ({ target }: { target: ImportTarget }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        Import {target}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
