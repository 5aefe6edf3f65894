// The benchmark's baseline: a bare Node http server with node-postgres answering the same 20 product rows
// that GET /api/products?limit=20 shows first (newest published products of active shops), as JSON.
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.PORT || 3999);
const query = `select p.* from products p join shops s on s.id = p.shop_id and s.is_active
  where p.status = 'publish' order by p.created_at desc, p.id desc limit 20`;

http
  .createServer(async (req, res) => {
    try {
      const { rows } = await pool.query(query);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: rows }));
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  })
  .listen(port, () => console.log(`[baseline] listening on ${port}`));
