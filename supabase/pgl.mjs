import { PGlite } from '@electric-sql/pglite';

const t0 = Date.now();
const db = new PGlite();
await db.waitReady;
console.log('init', Date.now() - t0);
await db.exec(`create role anon nologin; create table t(id int, owner text); alter table t enable row level security;
grant select on t to anon; create policy p on t for select to anon using (owner = current_setting('request.owner', true));
insert into t values (1,'a'),(2,'b');`);
const r = await db.transaction(async (tx) => {
  await tx.query(`select set_config('role','anon',true), set_config('request.owner','a',true)`);
  return (await tx.query('select * from t, current_user')).rows;
});
console.log(r);
const r2 = await db.query('select current_user');
console.log(r2.rows);
const t1 = Date.now();
const c = await db.clone();
console.log('clone', Date.now() - t1, (await c.query('select count(*) from t')).rows);
const t2 = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t2, dump.size);
