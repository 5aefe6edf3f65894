import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from '../../scripts/lib/server-node-args.mjs';

// The production server runs with the same Node flags however it is started (scripts/lib/server-node-args.mjs);
// `npm run start:prod` cannot import them, so its command line must name them.
describe('the production server’s Node flags', () => {
  it('are on the command line of npm run start:prod, before the script', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(SERVER_NODE_ARGS.length).toBeGreaterThan(0);
    expect(scripts['start:prod']).toBe(`node ${SERVER_NODE_ARGS.join(' ')} dist/server.mjs`);
  });
});
