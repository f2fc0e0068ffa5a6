import type { z } from 'zod';

/** Where a record's figures come from: the official page and the day someone checked it. */
export type Provenance = { source_url: string | null; checked_on: string | null };

/**
 * Figures shown to students must name their official page and the day they were checked, and that day
 * cannot lie ahead. `figures`: the record's figure fields; any non-null one needs a source.
 */
export function checkSource(
  figures: readonly unknown[],
  { source_url, checked_on }: Provenance,
  ctx: z.RefinementCtx,
  sourceMessage: string,
): void {
  // The staff member's own calendar day (en-CA writes YYYY-MM-DD), not UTC's.
  const today = new Date().toLocaleDateString('en-CA');
  if (checked_on !== null && checked_on > today) {
    ctx.addIssue({ code: 'custom', path: ['checked_on'], message: 'The day checked cannot be in the future.' });
  }
  if (figures.every((figure) => figure === null)) return;
  if (source_url === null) ctx.addIssue({ code: 'custom', path: ['source_url'], message: sourceMessage });
  if (checked_on === null) {
    ctx.addIssue({ code: 'custom', path: ['checked_on'], message: 'Enter the day you checked these figures.' });
  }
}
