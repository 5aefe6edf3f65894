import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_COMMAND, API_TYPES_FILE, apiTypesSource } from '../../scripts/lib/api-types';

/** Where two texts first differ, as "line N", both lines; null when they are equal. */
function firstDifference(committed: string, current: string): string | null {
  if (committed === current) return null;
  const a = committed.split('\n');
  const b = current.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: committed ${JSON.stringify(a[at] ?? '<end>')}, document ${JSON.stringify(b[at] ?? '<end>')}`;
}

describe(API_TYPES_FILE, () => {
  let current: string;
  beforeAll(async () => {
    current = await apiTypesSource();
  });

  it('is what the current OpenAPI document generates', () => {
    const committed = readFileSync(API_TYPES_FILE, 'utf8');
    expect(
      firstDifference(committed, current),
      `${API_TYPES_FILE} is stale: run \`${API_TYPES_COMMAND}\` and commit the file`,
    ).toBeNull();
  });

  it('describes the routes and schemas of the document', () => {
    expect(current).toContain('"/products/{slug}": {');
    expect(current).toMatch(/^ {8}ProductDetail: \{$/m);
  });
});
