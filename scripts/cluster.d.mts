export const NGINX: string;
export const DEFAULT_PORTS: { nginx: number; instances: number[] };

export interface ClusterInstance {
  /** INSTANCE_NAME of the instance (a, b, …): what its answers carry in `X-Instance`. */
  name: string;
  port: number;
  url: string;
  pid: number;
}

export interface Cluster {
  /** nginx in front, e.g. http://127.0.0.1:3400 */
  url: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  /** Shared by every instance: MEDIA_DIR is `media/` and PRIVATE_FILES_DIR `private/` in it. */
  dataDir: string;
  nginxDir: string;
  stop(): Promise<void>;
}

export function nginxConfig(options: { dir: string; port: number; upstreams: string[] }): string;
export function ensureDatabase(serverUrl: string, name: string): Promise<string>;
export function dropDatabase(serverUrl: string, name: string): Promise<void>;
export function startCluster(options: {
  databaseUrl: string;
  dataDir?: string;
  ports?: { nginx: number; instances: number[] };
  env?: Record<string, string>;
  quiet?: boolean;
  log?: (line: string) => void;
}): Promise<Cluster>;
