// A static scholarship window re-read on the reader's day, without a framework: the page says what was
// true on the day it was built, and a deadline that passed since then must read "Closed", never open.
import type { DateFigure } from '@app/shared/figures';
import { deadlineStatus } from '@app/shared/scholarships';
import { todayInBrussels } from './program-finder';
import { STATUS_LABELS, windowText } from './scholarship-text';

export function refreshDeadlines(root: ParentNode = document, today = todayInBrussels()): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-window]')) {
    try {
      const { opens_on, deadline } = JSON.parse(element.dataset.window ?? '') as {
        opens_on: DateFigure;
        deadline: DateFigure;
      };
      const status = deadlineStatus({ opens_on, deadline }, today);
      if (status === element.dataset.status) continue;
      element.dataset.status = status;
      const label = element.querySelector('[data-window-status]');
      const text = element.querySelector('[data-window-text]');
      if (label) label.textContent = STATUS_LABELS[status];
      if (text) text.textContent = windowText(status, opens_on, deadline);
    } catch {
      // A malformed attribute leaves the build's words.
    }
  }
}
