import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One part of the case file: a card named by its heading (a landmark for screen readers). */
export const Section = ({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) => (
  <Card component="section" aria-labelledby={`case-${id}`} sx={{ minWidth: 0 }}>
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={`case-${id}`} variant="h6" component="h2">
        {title}
      </Typography>
      {note}
      {children}
    </CardContent>
  </Card>
);

export const Empty = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary" variant="body2">
    {children}
  </Typography>
);
