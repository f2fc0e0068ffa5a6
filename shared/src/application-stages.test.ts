import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  BOARD_COLUMNS,
  CHECKLIST_SOURCE_LABELS,
} from './application-stages.ts';
import { Constants } from './database.types.ts';

describe('application stages', () => {
  it('hold exactly the database enum, in its declared order, each labelled', () => {
    expect(APPLICATION_STAGES).toEqual(Constants.public.Enums.application_stage);
    expect(Object.keys(CHECKLIST_SOURCE_LABELS).sort()).toEqual([...Constants.public.Enums.checklist_source].sort());
    for (const stage of APPLICATION_STAGES) expect(APPLICATION_STAGE_LABELS[stage]).toBeTruthy();
  });

  it('put every stage in exactly one board column', () => {
    const placed = BOARD_COLUMNS.flatMap((column) => column.stages);
    expect([...placed].sort()).toEqual([...APPLICATION_STAGES].sort());
  });
});
