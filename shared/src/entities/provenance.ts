import type { z } from 'zod';

/** Where a record's figures come from: the official page and the day someone checked it. */
export type Provenance = { source_url: string | null; checked_on: string | null };

/** The day figures were checked cannot lie ahead; and figures need one. */
export function checkCheckedOn(hasFigures: boolean, checkedOn: string | null, ctx: z.RefinementCtx): void {
  refuseFutureCheck(checkedOn, ctx);
  requireCheckedOn(hasFigures, checkedOn, ctx);
}

function refuseFutureCheck(checkedOn: string | null, ctx: z.RefinementCtx): void {
  // The staff member's own calendar day (en-CA writes YYYY-MM-DD), not UTC's.
  const today = new Date().toLocaleDateString('en-CA');
  if (checkedOn !== null && checkedOn > today) {
    ctx.addIssue({ code: 'custom', path: ['checked_on'], message: 'The day checked cannot be in the future.' });
  }
}

function requireCheckedOn(hasFigures: boolean, checkedOn: string | null, ctx: z.RefinementCtx): void {
  if (hasFigures && checkedOn === null) {
    ctx.addIssue({ code: 'custom', path: ['checked_on'], message: 'Enter the day you checked these figures.' });
  }
}

/**
 * Figures shown to students must name their official page and the day they were checked.
 * `figures`: the record's figure fields; any non-null one needs a source.
 */
export function checkSource(
  figures: readonly unknown[],
  { source_url, checked_on }: Provenance,
  ctx: z.RefinementCtx,
  sourceMessage: string,
): void {
  const hasFigures = figures.some((figure) => figure !== null);
  refuseFutureCheck(checked_on, ctx);
  if (hasFigures && source_url === null) ctx.addIssue({ code: 'custom', path: ['source_url'], message: sourceMessage });
  requireCheckedOn(hasFigures, checked_on, ctx);
}
