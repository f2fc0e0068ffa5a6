import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpPglite, type PgliteEngine } from '../../local/src/engine/pglite.ts';
import { openEngine, prepareDatabase } from '../../local/src/stack.ts';
import { type Cluster, databaseUrl, startCluster } from './postgres-cluster.ts';

export const TEMPLATE_DATABASE = 'stack_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of the migrated and seeded template. */
    pgliteTemplate: string;
    /** PostgreSQL: owner URL of the test cluster, whose `stack_template` database is migrated and seeded. */
    postgresCluster: string;
  }
}

/**
 * Migrates and seeds one template per engine, once per run; every test file then gets its own copy
 * (a PGlite clone costs ~0.7 s, a fresh migration 5–7 s; a PostgreSQL `create database ... template`
 * is near instant).
 */
export default async function setup(project: TestProject) {
  if (project.name === 'postgres') {
    const cluster: Cluster = await startCluster();
    const owner = await openEngine({ databaseUrl: cluster.url });
    await owner.owner.query(`create database ${TEMPLATE_DATABASE}`);
    await owner.close();
    const template = await openEngine({ databaseUrl: databaseUrl(cluster.url, TEMPLATE_DATABASE) });
    await prepareDatabase(template);
    await template.close();
    project.provide('postgresCluster', cluster.url);
    return () => cluster.stop();
  }
  const engine = (await openEngine({ inMemory: true })) as PgliteEngine;
  await prepareDatabase(engine);
  const dump = await dumpPglite(engine);
  await engine.close();
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const path = join(dir, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
