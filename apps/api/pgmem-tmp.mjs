import { PGlite } from '@electric-sql/pglite';
const mb = () => Math.round(process.memoryUsage().rss / 1048576);
const opts = JSON.parse(process.argv[3] ?? '{}');
console.log('before', mb());
const db = new PGlite(process.argv[2], opts);
await db.waitReady;
console.log('ready', mb(), JSON.stringify(opts));
await db.query('select 1');
console.log('after select', mb());
await db.close();
if (process.argv[4] === 'reopen') {
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 200));
  globalThis.gc?.();
  console.log('closed+gc', mb());
  const again = new PGlite(process.argv[2], opts);
  await again.waitReady;
  await again.query('select 1');
  console.log('reopened', mb());
}
