// `npm run api:types`: writes the client's wire types (src/framework/rest/api-schema.d.ts) from the built-in
// API's OpenAPI document. Run it after changing a route or a schema in src/server/openapi, and commit the file.
import { writeFileSync } from 'node:fs';
import { API_TYPES_FILE, apiTypesSource } from './lib/api-types';

async function main() {
  writeFileSync(API_TYPES_FILE, await apiTypesSource());
  console.log(`[api:types] wrote ${API_TYPES_FILE}`);
}

main().catch((err: unknown) => {
  console.error('[api:types] failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
