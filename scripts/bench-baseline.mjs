// The benchmarks' bare baseline: a plain Node http server and the database driver alone, answering the same 20
// product rows that GET /api/products?limit=20 shows first (newest published products of active shops), as JSON.
// DATABASE_URL set: node-postgres; otherwise PGlite on PGLITE_DATA_DIR (a database the shop has seeded, not in
// use by another process).
import http from 'node:http';

const port = Number(process.env.PORT || 3999);
const query = `select p.* from products p join shops s on s.id = p.shop_id and s.is_active
  where p.status = 'publish' order by p.created_at desc, p.id desc limit 20`;

async function connect() {
  if (process.env.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return (sql) => pool.query(sql).then((r) => r.rows);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: process.env.PGLITE_DATA_DIR, extensions: { pg_trgm } });
  return (sql) => db.query(sql).then((r) => r.rows);
}

const rows = await connect();
http
  .createServer(async (req, res) => {
    try {
      const data = await rows(query);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data }));
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  })
  .listen(port, () => console.log(`[baseline] listening on ${port}`));
