// One stage of the board: a drop target holding its cases' cards. A card's handle (the grip and name)
// is what is dragged or lifted by keyboard; its "Open" link goes to the case file.
import type { CaseStage } from '@app/shared/consultations';
import type { StudentCase } from '@app/shared/entities/student-case';
import { Draggable, Droppable } from '@hello-pangea/dnd';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '../../common/VisuallyHidden.tsx';

type Props = {
  stage: CaseStage;
  label: string;
  rows: StudentCase[];
  /** Names each card's counsellor (an admin's board, which shows everyone's cases). */
  nameOf?: (id: string | null) => string;
};

export const StageColumn = ({ stage, label, rows, nameOf }: Props) => (
  <Box
    component="section"
    aria-labelledby={`stage-${stage}`}
    data-testid={`stage-${stage}`}
    data-stage={stage}
    // A fixed width on every screen: the board scrolls sideways rather than squeeze or stack them.
    sx={{ flex: '0 0 220px', bgcolor: 'grey.100', borderRadius: 1, p: 1 }}
  >
    <Typography id={`stage-${stage}`} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
      {label} ({rows.length})
    </Typography>
    <Droppable droppableId={stage}>
      {(provided, snapshot) => (
        <Box
          ref={provided.innerRef}
          {...provided.droppableProps}
          sx={{
            minHeight: 80,
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            borderRadius: 1,
            bgcolor: snapshot.isDraggingOver ? 'action.hover' : undefined,
          }}
        >
          {rows.map((row, index) => (
            <Draggable key={row.id} draggableId={String(row.id)} index={index}>
              {(drag) => (
                <Card
                  ref={drag.innerRef}
                  {...drag.draggableProps}
                  data-testid={`card-${row.id}`}
                  sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}
                >
                  <Box
                    {...drag.dragHandleProps}
                    aria-label={`Move ${row.name}`}
                    aria-describedby="board-help"
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 0.5,
                      cursor: 'grab',
                      borderRadius: 0.5,
                      '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                    }}
                  >
                    <DragIndicatorIcon fontSize="small" color="action" aria-hidden />
                    <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{row.name}</Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {row.home_country ?? 'Country not given'}
                    {nameOf ? ` · ${nameOf(row.counsellor_id)}` : ''}
                  </Typography>
                  <MuiLink component={Link} to={`/cases/${row.id}/show`} variant="body2">
                    Open case file<VisuallyHidden>: {row.name}</VisuallyHidden>
                  </MuiLink>
                </Card>
              )}
            </Draggable>
          ))}
          {provided.placeholder}
        </Box>
      )}
    </Droppable>
  </Box>
);
