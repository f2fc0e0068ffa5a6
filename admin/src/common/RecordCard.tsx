// One record as a card, with Edit and Delete, for the card-grid lists.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DeleteAction, type DeleteMessages, EditAction } from './actions.tsx';

export type RecordCardProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown above the content, e.g. a video thumbnail. */
  media?: ReactNode;
  /** Chips next to the title (Featured, Popular, PREMIUM...). */
  badges?: ReactNode;
  /** Emphasised border (featured testimonials, popular plans). */
  highlight?: boolean;
  messages: DeleteMessages;
  /** Actions before Edit and Delete, e.g. a story's Approve. */
  actions?: ReactNode;
  children?: ReactNode;
};

/** CSS for text cut after `lines` lines with an ellipsis. */
export const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

export const RecordCard = ({
  title,
  subtitle,
  media,
  badges,
  highlight,
  messages,
  actions,
  children,
}: RecordCardProps) => (
  <Card
    variant="outlined"
    sx={{
      flex: 1,
      minWidth: 0,
      display: 'flex',
      flexDirection: 'column',
      ...(highlight ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
    }}
  >
    {media}
    <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {badges && <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>{badges}</Box>}
      </Box>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
      {children}
    </CardContent>
    <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      {actions}
      <EditAction />
      <DeleteAction messages={messages} />
    </CardActions>
  </Card>
);
