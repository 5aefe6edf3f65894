import { randomBytes } from 'node:crypto';
import { mkdir, open as openFile, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { checkStorageKey, isStorageKey } from './keys';
import type { ObjectStore, Storage, StoredObject } from './storage';

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * Objects as files under one folder (a local disk, or a volume every instance mounts). Keys are checked by the
 * key rule, and reads also resolve symbolic links and refuse anything that lands outside the folder.
 */
export class DirectoryStore implements ObjectStore {
  readonly location: string;

  constructor(readonly root: string) {
    this.location = `directory ${root}`;
  }

  /** The file of a key, only when it really is inside the folder (after following links); else null. */
  private async resolveInside(key: string): Promise<string | null> {
    if (!isStorageKey(key)) return null;
    const root = await realpath(this.root).catch(() => null);
    const target = root && (await realpath(path.join(root, key)).catch(() => null));
    if (!root || !target) return null;
    const relative = path.relative(root, target);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
    return target;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = path.join(this.root, checkStorageKey(key));
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a name of its own and renamed into place, so no reader ever sees half a file, even when
    // several processes write the same key at once.
    const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const file = await this.resolveInside(key);
    if (!file) return null;
    try {
      return await readFile(file);
    } catch (err) {
      if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw err;
    }
  }

  async open(key: string): Promise<StoredObject | null> {
    const file = await this.resolveInside(key);
    const handle = file ? await openFile(file, 'r').catch(() => null) : null;
    if (!handle) return null;
    // Size and bytes come from the one opened file, even if the key is replaced meanwhile.
    const info = await handle.stat().catch(() => null);
    if (!info?.isFile()) {
      await handle.close();
      return null;
    }
    const body = Readable.toWeb(handle.createReadStream()) as unknown as ReadableStream<Uint8Array>;
    return { body, size: info.size };
  }

  async exists(key: string): Promise<boolean> {
    const file = await this.resolveInside(key);
    const info = file ? await stat(file).catch(() => null) : null;
    return Boolean(info?.isFile());
  }

  async delete(key: string): Promise<void> {
    await rm(path.join(this.root, checkStorageKey(key)), { force: true });
  }
}

export function directoryStorage(dirs: { media: string; private: string }): Storage {
  return { media: new DirectoryStore(dirs.media), private: new DirectoryStore(dirs.private) };
}
