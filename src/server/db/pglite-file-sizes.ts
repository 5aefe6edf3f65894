import type { PGlite } from '@electric-sql/pglite';

/** The parts of Emscripten's file system layer this module touches (PGlite's NODEFS). */
interface FsNode {
  mode: number;
}
interface FsStream {
  node: FsNode;
}
type Ops = Record<string, ((...args: never[]) => unknown) | undefined>;
interface FileSystem {
  stream_ops: Ops;
  node_ops: Ops;
}
interface EmscriptenModule {
  FS: { isFile(mode: number): boolean; filesystems?: { NODEFS?: FileSystem } };
  NODEFS?: FileSystem;
}

/** Counts of the size look-ups `cacheFileSizes` answered, for its test. */
export interface FileSizeCounters {
  hits: number;
  misses: number;
}

/** Operations that change a file's size or which file a name is: after any of them, every size is looked up again. */
const STREAM_WRITES = ['write', 'setattr', 'allocate', 'msync'];
const NODE_WRITES = ['setattr', 'mknod', 'rename', 'unlink', 'rmdir', 'symlink'];

/**
 * PostgreSQL learns a relation's length by seeking to the end of its file (mdnblocks: lseek SEEK_END), several times
 * per statement (33 for a 20-row product list). PGlite's NODEFS answers each with an `fs.fstatSync` system call
 * and a new Stats object: 4–5 % of a cache-miss page's CPU. The data directory belongs to this process alone
 * (PGlite takes it for one process), so a file's size changes only through this layer: each size is kept from the
 * first seek until any write, truncation, allocation, creation, rename or removal through the layer, which forgets
 * them all (reads far outnumber writes, and a forgotten size costs one fstat). Keyed by the file's node, which
 * every stream on one path shares. For a database on disk (each PGlite has a file system layer of its own). Returns
 * the counters; undefined when this PGlite has no NODEFS to wrap.
 */
export function cacheFileSizes(client: PGlite): FileSizeCounters | undefined {
  const holder = client as unknown as { Module?: EmscriptenModule; mod?: EmscriptenModule };
  const emscripten = holder.Module ?? holder.mod;
  const nodefs = emscripten?.NODEFS ?? emscripten?.FS.filesystems?.NODEFS;
  const seek = nodefs?.stream_ops.llseek as ((stream: FsStream, offset: number, whence: number) => number) | undefined;
  if (!emscripten || !nodefs || !seek) return undefined;
  const { FS } = emscripten;
  const counters: FileSizeCounters = { hits: 0, misses: 0 };
  let sizes = new WeakMap<FsNode, number>();
  const forget = (ops: Ops, names: string[]) => {
    for (const name of names) {
      const op = ops[name];
      if (!op) continue;
      ops[name] = function (this: unknown, ...args: never[]) {
        sizes = new WeakMap();
        try {
          return op.apply(this, args);
        } finally {
          // Also after: a size looked up while the operation ran (a write that extends by seeking) may be stale.
          sizes = new WeakMap();
        }
      };
    }
  };
  forget(nodefs.stream_ops, STREAM_WRITES);
  forget(nodefs.node_ops, NODE_WRITES);
  const SEEK_END = 2;
  nodefs.stream_ops.llseek = function (this: unknown, stream: FsStream, offset: number, whence: number) {
    if (whence !== SEEK_END || !FS.isFile(stream.node.mode)) return seek.call(this, stream, offset, whence);
    let size = sizes.get(stream.node);
    if (size === undefined) {
      counters.misses++;
      size = seek.call(this, stream, 0, SEEK_END);
      sizes.set(stream.node, size);
    } else counters.hits++;
    // As Emscripten's own llseek: a position before the start is EINVAL, raised by the original with the same input.
    return size + offset < 0 ? seek.call(this, stream, offset, whence) : size + offset;
  };
  return counters;
}
