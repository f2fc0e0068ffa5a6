import type { Sql } from './engine/engine.ts';

// Generates the `Database` type the Supabase CLI's `gen types typescript` would, for the public schema,
// from the catalogue of a migrated database. Checked in as shared/src/database.types.ts.

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: boolean;
  has_default: boolean;
  is_generated_always: boolean;
  is_view: boolean;
}

interface RelationshipRow {
  constraint_name: string;
  table_name: string;
  columns: string[];
  referenced_table: string;
  referenced_columns: string[];
}

interface FunctionRow {
  name: string;
  args: { name: string; type: string }[] | null;
  /** How many trailing arguments have defaults (optional in the types, as Supabase's generator writes them). */
  n_defaults: number;
  /** The columns of `returns table (...)`, which then replace the return type. */
  columns: { name: string; type: string }[] | null;
  return_type: string;
  returns_set: boolean;
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'citext',
  'inet',
]);

interface EnumRow {
  name: string;
  labels: string[];
}

function tsType(udt: string, enums: ReadonlySet<string>): string {
  if (enums.has(udt)) return `Database['public']['Enums']['${udt}']`;
  if (udt.startsWith('_')) return `${tsType(udt.slice(1), enums)}[]`;
  if (NUMBER_TYPES.has(udt)) return 'number';
  if (STRING_TYPES.has(udt)) return 'string';
  if (udt === 'bool') return 'boolean';
  if (udt === 'json' || udt === 'jsonb') return 'Json';
  if (udt === 'void') return 'undefined';
  return 'unknown';
}

function key(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : JSON.stringify(name);
}

export async function generateTypes(sql: Sql): Promise<string> {
  const columns = await sql.query<ColumnRow>(`
    select c.table_name, c.column_name, c.udt_name, c.is_nullable = 'YES' as is_nullable,
           (c.column_default is not null or c.is_identity = 'YES') as has_default,
           (c.identity_generation = 'ALWAYS' or c.is_generated = 'ALWAYS') as is_generated_always,
           t.table_type = 'VIEW' as is_view
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public'
    order by c.table_name, c.ordinal_position`);
  const relationships = await sql.query<RelationshipRow>(`
    select con.conname as constraint_name, src.relname as table_name,
           array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
           dst.relname as referenced_table,
           array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                 join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as referenced_columns
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_namespace ns on ns.oid = src.relnamespace
    join pg_class dst on dst.oid = con.confrelid
    join pg_namespace dns on dns.oid = dst.relnamespace
    where con.contype = 'f' and ns.nspname = 'public' and dns.nspname = 'public'
    order by con.conname`);
  const functions = await sql.query<FunctionRow>(`
    select p.proname as name, p.proretset as returns_set, rt.typname as return_type, p.pronargdefaults as n_defaults,
           -- proallargtypes and proargmodes are set only when some argument is not a plain IN one
           -- (OUT, INOUT, VARIADIC or a column of returns table); proargtypes lists the IN ones.
           (select json_agg(json_build_object('name', n, 'type', t.typname) order by i)
            from unnest(p.proargnames, coalesce(p.proallargtypes, p.proargtypes::oid[]),
                        coalesce(p.proargmodes, array_fill('i'::"char", array[coalesce(cardinality(p.proargtypes::oid[]), 0)])))
                 with ordinality u(n, oid, mode, i)
            join pg_type t on t.oid = u.oid
            where u.mode in ('i', 'b', 'v')) as args,
           (select json_agg(json_build_object('name', n, 'type', t.typname) order by i)
            from unnest(p.proargnames, p.proallargtypes, p.proargmodes) with ordinality u(n, oid, mode, i)
            join pg_type t on t.oid = u.oid
            where u.mode = 't') as columns
    from pg_proc p
    join pg_namespace ns on ns.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    where ns.nspname = 'public' and p.prokind = 'f' and rt.typname <> 'trigger'
    order by p.proname`);

  const enums = await sql.query<EnumRow>(`
    select t.typname as name, array_agg(e.enumlabel::text order by e.enumsortorder) as labels
    from pg_type t
    join pg_namespace ns on ns.oid = t.typnamespace
    join pg_enum e on e.enumtypid = t.oid
    where ns.nspname = 'public'
    group by t.typname
    order by t.typname`);
  const enumNames = new Set(enums.rows.map((e) => e.name));
  const ts = (udt: string) => tsType(udt, enumNames);

  const byTable = new Map<string, ColumnRow[]>();
  for (const column of columns.rows) {
    const list = byTable.get(column.table_name) ?? [];
    list.push(column);
    byTable.set(column.table_name, list);
  }

  const tables: string[] = [];
  const views: string[] = [];
  for (const [table, cols] of byTable) {
    const row = cols.map((c) => `          ${key(c.column_name)}: ${ts(c.udt_name)}${c.is_nullable ? ' | null' : ''}`);
    const write = (update: boolean) =>
      cols.map((c) => {
        if (c.is_generated_always) return `          ${key(c.column_name)}?: never`;
        const optional = update || c.is_nullable || c.has_default;
        return `          ${key(c.column_name)}${optional ? '?' : ''}: ${ts(c.udt_name)}${c.is_nullable ? ' | null' : ''}`;
      });
    const rels = relationships.rows
      .filter((r) => r.table_name === table)
      .map(
        (r) => `          {
            foreignKeyName: ${JSON.stringify(r.constraint_name)}
            columns: ${JSON.stringify(r.columns)}
            isOneToOne: false
            referencedRelation: ${JSON.stringify(r.referenced_table)}
            referencedColumns: ${JSON.stringify(r.referenced_columns)}
          },`,
      );
    const relationshipsBlock = rels.length ? `[\n${rels.join('\n')}\n        ]` : '[]';
    const isView = cols[0]?.is_view ?? false;
    const body = isView
      ? `      ${key(table)}: {\n        Row: {\n${row.join('\n')}\n        }\n        Relationships: ${relationshipsBlock}\n      }`
      : `      ${key(table)}: {\n        Row: {\n${row.join('\n')}\n        }\n        Insert: {\n${write(false).join('\n')}\n        }\n        Update: {\n${write(true).join('\n')}\n        }\n        Relationships: ${relationshipsBlock}\n      }`;
    (isView ? views : tables).push(body);
  }

  const fns = functions.rows.map((f) => {
    const firstOptional = (f.args?.length ?? 0) - Number(f.n_defaults);
    const arg = (a: { name: string; type: string }, i: number) =>
      `${key(a.name)}${i >= firstOptional ? '?' : ''}: ${ts(a.type)}`;
    const args = f.args?.length ? `{ ${f.args.map(arg).join('; ')} }` : 'never';
    const returned = f.columns?.length
      ? `{ ${f.columns.map((c) => `${key(c.name)}: ${ts(c.type)}`).join('; ')} }`
      : ts(f.return_type);
    const returns = `${returned}${f.returns_set ? '[]' : ''}`;
    return `      ${key(f.name)}: { Args: ${args}; Returns: ${returns} }`;
  });

  const quoted = (labels: string[]) => labels.map((l) => JSON.stringify(l));
  const enumTypes = enums.rows.map((e) => `      ${key(e.name)}: ${quoted(e.labels).join(' | ')}`);
  const enumValues = enums.rows.map((e) => `      ${key(e.name)}: [${quoted(e.labels).join(', ')}],`);
  const enumConstants = enumValues.length ? `{\n${enumValues.join('\n')}\n    }` : '{}';

  const block = (items: string[]) =>
    items.length ? `{\n${items.join('\n')}\n    }` : '{\n      [_ in never]: never\n    }';

  return `// Generated by \`pnpm backend types\` from the migrated catalogue. Do not edit by hand:
// change a migration, then regenerate. A test fails when this file drifts from the migrations.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: ${block(tables)}
    Views: ${block(views)}
    Functions: ${block(fns)}
    Enums: ${block(enumTypes)}
    CompositeTypes: {
      [_ in never]: never
    }
  }
};

type PublicSchema = Database['public'];

export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];

export const Constants = {
  public: {
    Enums: ${enumConstants},
  },
} as const;
`;
}
