// The stage board: one column per stage, New → … → Enrolled, then Closed, each case a card. Cards are
// dragged with @hello-pangea/dnd, which also moves them by keyboard (focus a card's handle, Space to
// lift, arrow keys to move, Space to drop, Escape to cancel) and announces each step. A move updates
// student_cases.stage (the audit trigger records it); a move to Closed asks for the reason first.
// The columns keep their width and the board scrolls sideways when they do not all fit (a phone shows
// one and a half), as kanban boards do.
import { CASE_STAGE_LABELS, CASE_STAGES, type CaseStage } from '@app/shared/consultations';
import type { StudentCase } from '@app/shared/entities/student-case';
import { resourceMessages } from '@app/shared/messages';
import { notice } from '@app/shared/notice';
import {
  DragDropContext,
  type DragStart,
  type DragUpdate,
  type DropResult,
  useMouseSensor,
  useTouchSensor,
} from '@hello-pangea/dnd';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Title, useGetList, usePermissions, useUpdate } from 'react-admin';
import { CloseCaseDialog } from '../../common/CloseCaseDialog.tsx';
import { useNotices } from '../../common/notices.tsx';
import { useCounsellors } from '../../common/useCounsellors.ts';
import { useScrollingKeyboardSensor } from './keyboardSensor.ts';
import { StageColumn } from './StageColumn.tsx';

const messages = resourceMessages('case', 'cases');
const moved = notice('Stage changed');
const moveError = notice('Error changing the stage');

const SENSORS = [useMouseSensor, useTouchSensor, useScrollingKeyboardSensor];

/** A pending move to Closed, waiting for its reason. */
type Closing = { row: StudentCase; from: CaseStage };

const StageBoard = () => {
  const notices = useNotices();
  const { permissions } = usePermissions();
  const { counsellors, nameOf } = useCounsellors();
  const [counsellor, setCounsellor] = useState('');
  const { data, refetch } = useGetList<StudentCase>(
    'board',
    {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'updated_at', order: 'DESC' },
      filter: counsellor ? { counsellor_id: counsellor } : {},
    },
    { onError: (error) => notices.error(messages.fetchError, error) },
  );
  // The board's own copy, so a card stays where it was dropped while the database saves it.
  const [rows, setRows] = useState<StudentCase[]>([]);
  useEffect(() => setRows(data ?? []), [data]);
  const [update] = useUpdate();
  const [closing, setClosing] = useState<Closing | null>(null);
  const board = useRef<HTMLElement>(null);

  const setStage = (id: number, stage: CaseStage) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, stage } : row)));

  const save = (row: StudentCase, stage: CaseStage, closedReason: string | null) =>
    update(
      'cases',
      { id: row.id, data: { stage, closed_reason: closedReason }, previousData: row },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notices.success(moved);
          refetch();
        },
        onError: (error) => {
          setStage(row.id, row.stage);
          notices.error(moveError, error);
        },
      },
    );

  // The column the card is over, for the keyboard's sideways moves (keyboardSensor.ts).
  const onDragUpdate = (update: DragStart | DragUpdate) => {
    const location = ('destination' in update && update.destination) || update.source;
    if (board.current) board.current.dataset.over = location.droppableId;
  };

  const onDragEnd = ({ destination, draggableId }: DropResult) => {
    const row = rows.find((r) => String(r.id) === draggableId);
    const stage = destination?.droppableId as CaseStage | undefined;
    if (!row || !stage || stage === row.stage) return;
    setStage(row.id, stage);
    if (stage === 'closed') setClosing({ row, from: row.stage });
    else save(row, stage, null);
  };

  return (
    // inline-size containment: the columns' width never widens the page (they scroll inside the board).
    <Box
      sx={{
        p: { xs: 1, sm: 2 },
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        minWidth: 0,
        contain: 'inline-size',
      }}
    >
      <Title title="Stage board" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: '1 1 auto' }}>
          Stage board
        </Typography>
        {permissions === 'admin' && (
          <TextField
            select
            size="small"
            label="Counsellor"
            value={counsellor}
            onChange={(event) => setCounsellor(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All counsellors</MenuItem>
            {counsellors.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.display_name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" id="board-help">
        Drag a card to another stage, or focus its handle and press Space, the arrow keys, then Space again. A case's
        stage can also be changed on its case file.
      </Typography>
      <DragDropContext
        // Mouse and touch as the library has them (they scroll the board at its edges themselves); the
        // keyboard's scrolls the board to the next column first.
        enableDefaultSensors={false}
        sensors={SENSORS}
        onDragStart={onDragUpdate}
        onDragUpdate={onDragUpdate}
        onDragEnd={onDragEnd}
      >
        <Box
          ref={board}
          data-board
          component="section"
          aria-label="Stages"
          // The columns scroll sideways inside the board, never the page. Focusable, so the keyboard
          // scrolls it too when no card is in it.
          tabIndex={0}
          sx={{
            display: 'flex',
            gap: 1.5,
            overflowX: 'auto',
            // Holds the cards' visually hidden texts (absolutely placed), which would otherwise widen the page.
            position: 'relative',
            pb: 1,
            alignItems: 'flex-start',
            minWidth: 0,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
          }}
        >
          {CASE_STAGES.map((stage) => (
            <StageColumn
              key={stage}
              stage={stage}
              label={CASE_STAGE_LABELS[stage]}
              rows={rows.filter((row) => row.stage === stage)}
              nameOf={permissions === 'admin' ? nameOf : undefined}
            />
          ))}
        </Box>
      </DragDropContext>
      {closing && (
        <CloseCaseDialog
          name={closing.row.name}
          onCancel={() => {
            setStage(closing.row.id, closing.from);
            setClosing(null);
          }}
          onClose={(reason) => {
            save(closing.row, 'closed', reason);
            setClosing(null);
          }}
        />
      )}
    </Box>
  );
};

export default StageBoard;
