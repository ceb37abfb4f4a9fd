import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Response } from 'express';

/** One object of a listing: its key, when it was stored and its size in bytes. */
export interface StoredObject {
  key: string;
  storedAt: Date;
  size: number;
}

/**
 * Where uploaded images live, by key: a relative path such as `posts/{uid}/{file}`, which is also the
 * image's address under /uploads. A folder on this machine today (`localDiskStorage`); processes on
 * several machines need one store they all reach, an S3-compatible bucket being one more
 * implementation of this interface (docs/scaling.md).
 */
export interface UploadStorage {
  /** Stores new bytes; refuses to replace an object already stored under `key`. */
  put(key: string, bytes: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The bytes stored under a folder-like prefix (`posts/{uid}`): a citizen's quota. */
  sizeUnder(prefix: string): Promise<number>;
  /** Removes an object; one already gone is no error. */
  remove(key: string): Promise<void>;
  removeUnder(prefix: string): Promise<void>;
  /** Every object under a folder-like prefix (`posts`), at any depth, in no particular order, read as it goes. */
  listUnder(prefix: string): AsyncIterable<StoredObject>;
  /**
   * Answers a GET for the object whose key is the request's path, with its type from its extension
   * and the headers `setHeaders` adds; passes to the next handler when there is none.
   */
  serve(setHeaders: (res: Response) => void): RequestHandler;
}

/** Uploads as files under `dir` (DATA_DIR/uploads): one machine's processes share it. */
export function localDiskStorage(dir: string): UploadStorage {
  // Keys come from the uploads service, which checks every address it is given against its patterns: no `..` reaches here.
  const fileOf = (key: string) => path.join(dir, key);
  return {
    async put(key, bytes) {
      await fs.mkdir(path.dirname(fileOf(key)), { recursive: true });
      await fs.writeFile(fileOf(key), bytes, { flag: 'wx' });
    },
    exists: (key) =>
      fs.access(fileOf(key)).then(
        () => true,
        () => false,
      ),
    async sizeUnder(prefix) {
      const folder = fileOf(prefix);
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      const sizes = await Promise.all(names.map((name) => fs.stat(path.join(folder, name)).then((s) => s.size, () => 0)));
      return sizes.reduce((sum, size) => sum + size, 0);
    },
    remove: (key) => fs.rm(fileOf(key), { force: true }),
    removeUnder: (prefix) => fs.rm(fileOf(prefix), { recursive: true, force: true }),
    listUnder: (prefix) => filesUnder(dir, prefix),
    serve: (setHeaders) => express.static(dir, { index: false, dotfiles: 'deny', cacheControl: false, setHeaders }),
  };
}

/**
 * The files under `dir/prefix`, folder by folder, keyed by their path from `dir` with forward slashes,
 * stored when last written (their mtime). A missing folder is an empty one; a file removed while it is
 * read is left out.
 */
async function* filesUnder(dir: string, prefix: string): AsyncGenerator<StoredObject> {
  const folder = await fs.opendir(path.join(dir, prefix)).catch(() => null);
  if (!folder) return;
  for await (const entry of folder) {
    const key = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) yield* filesUnder(dir, key);
    else if (entry.isFile()) {
      const stats = await fs.stat(path.join(dir, key)).catch(() => null);
      if (stats) yield { key, storedAt: stats.mtime, size: stats.size };
    }
  }
}
