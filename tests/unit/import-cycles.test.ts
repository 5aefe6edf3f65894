import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No import circles in src, counting what eslint's import/no-cycle does not follow: `import type`, re-exports and
 * dynamic `import()` (next/dynamic). A circle through a type still ties two modules to each other; one through a
 * dynamic import means the loaded view knows the registry that loads it.
 */

const root = path.resolve(__dirname, '../../src');
const EXTENSIONS = ['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (existsSync(base) && statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

function graph(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\*|\/\*).*$/gm, '');
    const targets = [...text.matchAll(SPECIFIERS)].map((m) => resolve(file, m[1]!)).filter((t) => t !== null);
    edges.set(file, [...new Set(targets)]);
  }
  return edges;
}

/** The circles of a graph, each once (depth-first search, a back edge closes one). */
function circles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
  return found.map((circle) => circle.map((file) => path.relative(root, file)));
}

describe('import circles', () => {
  it('finds a circle through a type import and a dynamic import (the check can fail)', () => {
    const a = path.join(root, 'a.ts');
    const b = path.join(root, 'b.ts');
    expect(
      circles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });

  it('src has none, counting type-only and dynamic imports', () => {
    const edges = graph();
    expect(edges.size).toBeGreaterThan(300);
    expect(circles(edges)).toEqual([]);
  });
});
