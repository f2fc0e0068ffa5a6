// Resolves `select=target(...)` embeds to a foreign-key relationship, with PostgREST's rules
// (Plan.hs findRel): target by table name, constraint name or origin column; `!hint` by constraint,
// either column of a single-column key, or junction table; self-references by convention.
import { pgrstError } from '../errors.ts';
import type { Catalogue, ForeignKey, Relation } from './catalogue.ts';

export type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m';

export interface Relationship {
  cardinality: Cardinality;
  origin: Relation;
  target: Relation;
  /** Column pairs (origin column, target column) joined with `=`; for m2m, unused. */
  pairs: [string, string][];
  constraint: string;
  /** m2m only: junction table and its (junction column, origin/target column) pairs. */
  junction: { relation: Relation; originPairs: [string, string][]; targetPairs: [string, string][] } | null;
  isSelf: boolean;
}

export function isToOne(rel: Relationship): boolean {
  return rel.cardinality === 'm2o' || rel.cardinality === 'o2o';
}

function isUnique(relation: Relation, columns: string[]): boolean {
  return relation.uniques.some((u) => u.length === columns.length && u.every((c) => columns.includes(c)));
}

function zip(a: string[], b: string[]): [string, string][] {
  return a.map((x, i) => [x, b[i] as string]);
}

/** Every relationship leaving `origin`, as PostgREST's schema cache lists them. */
function relationshipsOf(cat: Catalogue, origin: Relation): Relationship[] {
  const rels: Relationship[] = [];
  for (const fk of cat.fksFrom.get(origin.oid) ?? []) {
    rels.push({
      cardinality: isUnique(origin, fk.fromColumns) ? 'o2o' : 'm2o',
      origin,
      target: fk.to,
      pairs: zip(fk.fromColumns, fk.toColumns),
      constraint: fk.name,
      junction: null,
      isSelf: fk.to === origin,
    });
  }
  for (const fk of cat.fksTo.get(origin.oid) ?? []) {
    rels.push({
      cardinality: isUnique(fk.from, fk.fromColumns) ? 'o2o' : 'o2m',
      origin,
      target: fk.from,
      pairs: zip(fk.toColumns, fk.fromColumns),
      constraint: fk.name,
      junction: null,
      isSelf: fk.from === origin,
    });
    // Many-to-many: the referencing table is a junction when another of its keys reaches a third
    // table and both keys' columns are part of its primary key.
    const junction = fk.from;
    const pk = new Set(junction.primaryKey);
    if (junction === origin || !fk.fromColumns.every((c) => pk.has(c))) continue;
    for (const other of cat.fksFrom.get(junction.oid) ?? []) {
      if (other === fk || !other.fromColumns.every((c) => pk.has(c))) continue;
      rels.push(manyToMany(origin, junction, fk, other));
    }
  }
  return rels;
}

function manyToMany(origin: Relation, junction: Relation, toOrigin: ForeignKey, toTarget: ForeignKey): Relationship {
  return {
    cardinality: 'm2m',
    origin,
    target: toTarget.to,
    pairs: [],
    constraint: `${toOrigin.name},${toTarget.name}`,
    junction: {
      relation: junction,
      originPairs: zip(toOrigin.fromColumns, toOrigin.toColumns),
      targetPairs: zip(toTarget.fromColumns, toTarget.toColumns),
    },
    isSelf: toTarget.to === origin,
  };
}

function single(rel: Relationship): [string, string] | null {
  return rel.junction === null && rel.pairs.length === 1 ? (rel.pairs[0] as [string, string]) : null;
}

export function findRelationship(cat: Catalogue, origin: Relation, target: string, hint: string | null): Relationship {
  const candidates = relationshipsOf(cat, origin).filter((rel) => {
    const one = single(rel);
    const originCol = (name: string) => one !== null && one[0] === name;
    const targetCol = (name: string) => one !== null && one[1] === name;
    const constraint = (name: string) => rel.junction === null && rel.constraint === name;
    if (rel.isSelf && rel.junction === null) {
      if (hint === null) {
        return (
          (target === rel.target.name && rel.cardinality === 'o2m') || (originCol(target) && rel.cardinality === 'm2o')
        );
      }
      return target === rel.target.name && rel.cardinality === 'o2m' && targetCol(hint);
    }
    if (hint === null) {
      const notView = rel.target.kind !== 'view';
      return target === rel.target.name || (constraint(target) && notView) || (originCol(target) && notView);
    }
    return (
      target === rel.target.name &&
      (constraint(hint) || originCol(hint) || targetCol(hint) || rel.junction?.relation.name === hint)
    );
  });
  if (candidates.length === 1) return candidates[0] as Relationship;
  if (candidates.length === 0) {
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin.name}' and '${target}'${
        hint ? ` using the hint '${hint}'` : ''
      } in the schema 'public', but no matches were found.`,
    );
  }
  const details = candidates.map((rel) => ({
    cardinality:
      rel.cardinality === 'o2o'
        ? 'one-to-one'
        : rel.cardinality === 'm2m'
          ? 'many-to-many'
          : rel.cardinality === 'm2o'
            ? 'many-to-one'
            : 'one-to-many',
    embedding: `${origin.name} with ${rel.target.name}`,
    relationship: rel.junction
      ? `${rel.constraint} using ${rel.junction.relation.name}`
      : `${rel.constraint} using ${origin.name}(${rel.pairs.map((p) => p[0]).join(', ')}) and ${rel.target.name}(${rel.pairs
          .map((p) => p[1])
          .join(', ')})`,
  }));
  const err = pgrstError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    null,
    `Try changing '${target}' to one of the following: ${candidates
      .map((rel) => `'${target}!${rel.junction ? rel.junction.relation.name : rel.constraint}'`)
      .join(', ')}. Find the desired relationship in the 'details' key.`,
  );
  err.body.details = details;
  throw err;
}
