// One dashboard figure: an icon, what it counts, the figure (a spinner while it loads, a dash when it
// could not be read) and links to the screens behind it.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type StatTileProps = {
  id: string;
  icon: ReactNode;
  label: string;
  /** undefined while loading, null when it could not be read. */
  value: ReactNode | null | undefined;
  testId: string;
  footer: ReactNode;
};

export const StatTile = ({ id, icon, label, value, testId, footer }: StatTileProps) => (
  <Card component="section" aria-labelledby={id}>
    <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {icon}
      <Box>
        <Typography id={id} color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography variant="h4" component="p" data-testid={testId}>
          {value === undefined ? <CircularProgress size={24} aria-label="Loading" /> : (value ?? '—')}
        </Typography>
        <Typography variant="body2">{footer}</Typography>
      </Box>
    </CardContent>
  </Card>
);
