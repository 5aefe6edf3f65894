import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start` and `npm test` first run scripts/ensure-deps.mjs. It is tried here on a small project of its own
 * (one dev dependency, installed from the npm registry) the ways a new user would start the shop.
 */
const script = path.resolve('scripts/ensure-deps.mjs');
let dir: string;

function ensureDeps(env: Record<string, string> = {}): string {
  const { NODE_ENV: _unset, ...inherited } = process.env;
  return execFileSync(process.execPath, [script, dir], {
    env: { ...inherited, ...env } as NodeJS.ProcessEnv,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const devDependencyInstalled = () => existsSync(path.join(dir, 'node_modules', 'is-number', 'package.json'));
const npm = (command: string, env: Record<string, string> = {}) =>
  execSync(`npm ${command} --no-audit --no-fund`, { cwd: dir, env: { ...process.env, ...env }, stdio: 'ignore' });

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'ensure-deps-'));
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'ensure-deps-check', private: true, devDependencies: { 'is-number': '7.0.0' } }),
  );
  npm('install --package-lock-only');
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('scripts/ensure-deps.mjs', { timeout: 120_000 }, () => {
  it('installs the dev dependencies the build needs even under NODE_ENV=production', () => {
    expect(ensureDeps({ NODE_ENV: 'production' })).toContain('installing dependencies');
    expect(devDependencyInstalled()).toBe(true);
  });

  it('recognises a complete install and does nothing', () => {
    expect(ensureDeps({ NODE_ENV: 'production' })).toBe('');
    expect(ensureDeps()).toBe('');
  });

  it("takes the user's own npm ci as complete", () => {
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    npm('ci');
    expect(ensureDeps()).toBe('');
  });

  it('completes an install made without the dev dependencies', () => {
    rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
    npm('ci', { NODE_ENV: 'production' });
    expect(devDependencyInstalled()).toBe(false);
    expect(ensureDeps()).toContain('installing dependencies');
    expect(devDependencyInstalled()).toBe(true);
  });
});
