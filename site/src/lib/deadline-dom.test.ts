import { describe, expect, it } from 'vitest';
import { refreshDeadlines } from './deadline-dom';

const src = { source_url: 'https://example.org/', checked_on: '2026-11-26', applies_to: '2027/28' };

/** The parts of a ScholarshipWindow's markup the script touches. */
function windowElement(status: string, deadline: string) {
  const label = { textContent: status === 'open' ? 'Open' : '' };
  const text = { textContent: `Open: apply by ${deadline}.` };
  const element = {
    dataset: {
      status,
      window: JSON.stringify({
        opens_on: { state: 'unchecked' },
        deadline: { state: 'known', date: deadline, ...src },
      }),
    } as Record<string, string>,
    querySelector: (selector: string) => (selector === '[data-window-status]' ? label : text),
  };
  const root = { querySelectorAll: () => [element] } as unknown as ParentNode;
  return { root, element, label, text };
}

describe('refreshDeadlines', () => {
  it('turns a window built as open into "Closed" once the reader’s day is past its deadline', () => {
    const { root, element, label, text } = windowElement('open', '2027-01-15');
    refreshDeadlines(root, '2027-01-15');
    expect(label.textContent).toBe('Open');
    refreshDeadlines(root, '2027-01-16');
    expect(element.dataset.status).toBe('closed');
    expect(label.textContent).toBe('Closed');
    expect(text.textContent).toMatch(/^Closed: the deadline, 15 January 2027, has passed/);
    expect(text.textContent).not.toContain('apply by');
  });
});
