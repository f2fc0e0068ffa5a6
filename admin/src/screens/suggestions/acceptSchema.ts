// The Accept form's schema, apart so that zod and the shared figure schemas load on the first Accept.
import { figureInputOf } from '@app/shared/entities/figure';
import type { Figure, FigureKind } from '@app/shared/figures';
import { adminMessages } from '@app/shared/messages';
import { z } from 'zod';
import { schemaResolver } from '../../common/schemaResolver.ts';

/** The figure column's input schema; the database takes only a checked figure, so say so next to its state. */
export const acceptResolver = (column: string, kind: FigureKind) =>
  schemaResolver(
    z.object({ [column]: figureInputOf(kind) }).superRefine((values, ctx) => {
      if ((values[column] as Figure).state === 'unchecked') {
        ctx.addIssue({ code: 'custom', path: [column, 'state'], message: adminMessages.suggestions.mustBeChecked });
      }
    }),
  );
