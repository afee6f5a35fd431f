import { PGlite } from '@electric-sql/pglite';
const mb = () => Math.round(process.memoryUsage().rss / 1048576);
const opts = JSON.parse(process.argv[3] ?? '{}');
const db = new PGlite(process.argv[2], opts);
await db.waitReady;
const ready = mb();
await db.exec('create table if not exists t (id serial primary key, body text)');
for (let i = 0; i < 200; i++) {
  await db.query(`insert into t (body) select repeat('x', 500) from generate_series(1, 100)`);
}
await db.query('select count(*), sum(length(body)) from t');
const sb = (await db.query('show shared_buffers')).rows[0];
console.log(JSON.stringify(opts).slice(0, 80), 'ready', ready, 'after 20k rows', mb(), JSON.stringify(sb));
await db.close();
