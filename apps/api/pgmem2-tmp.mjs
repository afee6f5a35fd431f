import { PGlite } from '@electric-sql/pglite';
const mb = () => Math.round(process.memoryUsage().rss / 1048576);
const db = new PGlite(process.argv[2]);
await db.waitReady;
for (const s of ['shared_buffers','work_mem','maintenance_work_mem','temp_buffers','wal_buffers','max_connections','fsync','synchronous_commit','effective_cache_size']) {
  const r = await db.query(`show ${s}`); console.log(s, Object.values(r.rows[0])[0]);
}
console.log('rss', mb(), 'wasm', Math.round((db.Module?.HEAP8?.length ?? 0)/1048576));
await db.close();
