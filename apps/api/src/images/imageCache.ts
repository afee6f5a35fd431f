import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

export interface ImageCacheOptions {
  /** Directory of the rendered files; files found there at start count towards the cap. */
  dir: string;
  /** Total size the files may take; the least recently used go first. */
  maxBytes: number;
}

export interface ImageCache {
  /** The file stored under `name` (a path relative to the directory), or `undefined`. */
  read(name: string): Promise<Buffer | undefined>;
  /** Stores a file, then removes the least recently used ones until the total fits the cap. */
  write(name: string, data: Buffer): Promise<void>;
  /** Bytes held now. */
  size(): Promise<number>;
}

/**
 * Rendered images on disk with a size cap and least-recently-used eviction. Recency is kept in
 * memory (a read moves a file to the back); at start the files already there are ordered by
 * modification time, so a restart forgets only the order of reads since the last write.
 * One cache per directory and process: the handlers that share a directory share the cache.
 */
export function createImageCache(options: ImageCacheOptions): ImageCache {
  const { dir, maxBytes } = options;
  /** Name -> size, least recently used first (a Map keeps insertion order). */
  const entries = new Map<string, number>();
  let total = 0;

  const forget = (name: string) => {
    const size = entries.get(name);
    if (size === undefined) return;
    entries.delete(name);
    total -= size;
  };
  const remember = (name: string, size: number) => {
    forget(name);
    entries.set(name, size);
    total += size;
  };

  const evict = async () => {
    const removals: Promise<void>[] = [];
    for (const [name] of entries) {
      if (total <= maxBytes) break;
      forget(name);
      removals.push(unlink(join(dir, name)).catch(() => undefined));
    }
    await Promise.all(removals);
  };

  const load = (async () => {
    const found = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    const files = await Promise.all(
      found
        .filter((entry) => entry.isFile())
        .map(async (entry) => {
          const path = join(entry.parentPath, entry.name);
          // A render that stopped between write and rename leaves its temporary file behind.
          if (entry.name.endsWith('.tmp')) {
            await unlink(path).catch(() => undefined);
            return undefined;
          }
          const info = await stat(path).catch(() => undefined);
          return info && { name: relative(dir, path), size: info.size, mtimeMs: info.mtimeMs };
        }),
    );
    const existing = files.filter((file) => file !== undefined).sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const file of existing) remember(file.name, file.size);
    await evict();
  })();

  return {
    async read(name) {
      await load;
      if (!entries.has(name)) return undefined;
      const data = await readFile(join(dir, name)).catch(() => undefined);
      if (data) remember(name, data.length);
      else forget(name);
      return data;
    },
    async write(name, data) {
      await load;
      // A file larger than the whole cap would only push everything else out and then go itself.
      if (data.length > maxBytes) return;
      const file = join(dir, name);
      await mkdir(dirname(file), { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
      remember(name, data.length);
      await evict();
    },
    async size() {
      await load;
      return total;
    },
  };
}
