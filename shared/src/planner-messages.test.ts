import { describe, expect, it } from 'vitest';
import { plannerMessages } from './planner-messages.ts';

describe('planner messages', () => {
  it('word a shared plan with what it is for and whether parts are missing', () => {
    expect(plannerMessages.shareText({ program: 'Informatics', city: 'Munich' }, true, '₹1,00,000 (€1,000)')).toBe(
      'First-year cost estimate for Informatics in Munich: at least ₹1,00,000 (€1,000)',
    );
    expect(plannerMessages.shareText({}, false, '€1,000')).toBe('First-year cost estimate: €1,000');
    expect(plannerMessages.copyFailed('https://example.org/plan?months=12')).toEqual({
      title: 'Could not copy',
      description: 'https://example.org/plan?months=12',
    });
  });
});
