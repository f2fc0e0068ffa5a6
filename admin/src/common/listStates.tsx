// What a list or form shows while loading, and a list's empty text.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

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
