import type { ChildProcess } from 'node:child_process';

export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Server CPU time per answered request, in ms; null when the pid is unknown or /proc is missing. */
  cpuPerRequest: number | null;
}
export function startNode(
  script: string,
  env?: Record<string, string>,
  options?: { cwd?: string; quiet?: boolean; nodeArgs?: string[] },
): ChildProcess & { exited: Promise<unknown> };
export function stopNode(child: ChildProcess): Promise<void>;
export function waitFor(url: string, timeoutMs?: number): Promise<void>;
export function cpuMs(pid: number): number | null;
export function measure(options: {
  url: string;
  connections: number;
  duration: number;
  warmup?: number;
  headers?: Record<string, string>;
  pid?: number | null;
  /** Several server processes whose CPU time counts together. */
  pids?: number[];
}): Promise<Measurement>;
export function describe(m: Measurement): string;
export function signUpShopper(apiBase: string): Promise<string>;
export function runBaseline(options: {
  database: string;
  port: number;
  connections: number;
  duration: number;
  warmup: number;
}): Promise<Measurement>;
export function cpuCount(): number;
export function createPgDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> } | null>;
