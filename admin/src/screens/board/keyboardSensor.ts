// The library's keyboard dragging, with the board scrolled first. @hello-pangea/dnd moves a card by
// keyboard only into a column whose cards are wholly in view (a column partly scrolled out is skipped,
// one out of view is not reached at all), so where the columns do not all fit (a phone shows one and a
// half) Arrow Left/Right first scroll the board to centre the next column, and the move follows once
// the library has seen the scroll. Its own keyboard sensor does the rest (lift, drop, Escape, the
// announcements). The board marks itself `data-board` and the column the card is over `data-over`
// (StageBoard.tsx); the columns carry `data-stage`.
import { type SensorAPI, type SnapDragActions, useKeyboardSensor } from '@hello-pangea/dnd';
import { useMemo } from 'react';

/** Moves once the next column is wholly in view, scrolling the board to it first when it is not. */
function step(draggableId: string, drag: SnapDragActions, move: () => void, direction: 1 | -1): void {
  const card = document.querySelector(`[data-rfd-draggable-id="${CSS.escape(draggableId)}"]`);
  const board = card?.closest<HTMLElement>('[data-board]');
  const columns = board ? [...board.querySelectorAll('[data-stage]')] : [];
  const index = columns.findIndex((column) => column.getAttribute('data-stage') === board?.dataset.over);
  const next = index < 0 ? undefined : columns[index + direction];
  const view = board?.getBoundingClientRect();
  const { left, right, width } = next?.getBoundingClientRect() ?? { left: 0, right: 0, width: 0 };
  if (!board || !next || !view || (left >= view.left && right <= view.right)) {
    move();
    return;
  }
  board.scrollBy({ left: left + width / 2 - (view.left + view.width / 2), behavior: 'instant' });
  // The scroll event comes with the next frame and the library reads it in the one after.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (drag.isActive()) move();
    }),
  );
}

export function useScrollingKeyboardSensor(api: SensorAPI): void {
  // Memoised: the library's sensor rebinds its listeners (dropping a drag under way) when its API changes.
  const scrolling = useMemo<SensorAPI>(
    () => ({
      ...api,
      tryGetLock: (draggableId, ...rest) => {
        const preDrag = api.tryGetLock(draggableId, ...rest);
        if (!preDrag) return null;
        return {
          ...preDrag,
          snapLift: () => {
            const drag = preDrag.snapLift();
            return {
              ...drag,
              moveRight: () => step(draggableId, drag, drag.moveRight, 1),
              moveLeft: () => step(draggableId, drag, drag.moveLeft, -1),
            };
          },
        };
      },
    }),
    [api],
  );
  useKeyboardSensor(scrolling);
}
