// Text for screen readers only (the console has no utility CSS class for it): e.g. which row a
// repeated button acts on.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={hidden}>
    {children}
  </Box>
);
