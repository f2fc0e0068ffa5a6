import type { z } from 'zod';

const FUTURE = 'The day checked cannot be in the future.';

/** The day something was checked cannot lie ahead: the staff member's own calendar day, not UTC's. */
export function refuseFutureCheck(checkedOn: string | null, ctx: z.RefinementCtx, path = 'checked_on'): void {
  // en-CA writes YYYY-MM-DD.
  if (checkedOn !== null && checkedOn > new Date().toLocaleDateString('en-CA')) {
    ctx.addIssue({ code: 'custom', path: [path], message: FUTURE });
  }
}

/** Rules shown to students need the day they were checked, and that day cannot lie ahead. */
export function checkCheckedOn(hasRules: boolean, checkedOn: string | null, ctx: z.RefinementCtx): void {
  refuseFutureCheck(checkedOn, ctx);
  if (hasRules && checkedOn === null) {
    ctx.addIssue({ code: 'custom', path: ['checked_on'], message: 'Enter the day you checked these rules.' });
  }
}
