// Compile-time proof that an entity's schemas describe its table as the migrations define it: a row
// schema's output and the generated row type must each be assignable to the other (a NOT NULL column
// cannot be nullable in zod, nor the reverse), and what an input schema yields must be insertable.
// Each entity module states its own check, so a drift fails `pnpm typecheck`; nothing here runs.
import type { Json, Tables, TablesInsert } from '../database.types.ts';
import type { FigureColumn, FigureTable } from '../figures.ts';
import type { TableName } from '../tables.ts';

export type Check<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** A table's figure columns (shared/src/figures.ts): typed objects in the schema, jsonb in the database. */
type Figures<T extends TableName> = T extends FigureTable ? FigureColumn<T> : never;
type FiguresAreJson<Schema, T extends TableName> = [Figures<T>] extends [keyof Tables<T> & keyof Schema]
  ? [Pick<Schema, Figures<T> & keyof Schema>] extends [Record<Figures<T>, Json>]
    ? true
    : false
  : false;
/** `Hidden`: columns a schema leaves out on purpose (a honeypot nobody reads, a jsonb parsed per key). */
export type RowMatches<Schema, T extends TableName, Hidden extends keyof Tables<T> = never> =
  Same<Omit<Schema, Hidden | Figures<T>>, Omit<Tables<T>, Hidden | Figures<T>>> extends true
    ? FiguresAreJson<Schema, T>
    : false;
export type Insertable<Input, T extends TableName> = [Input] extends [TablesInsert<T>] ? true : false;
