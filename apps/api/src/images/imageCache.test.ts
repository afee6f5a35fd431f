import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createImageCache } from './imageCache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'image-cache-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const filesOnDisk = () =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
const bytes = (size: number) => Buffer.alloc(size, 1);

describe('createImageCache', () => {
  it('keeps the total under the cap by removing the least recently used files', async () => {
    const cache = createImageCache({ dir, maxBytes: 300 });
    await cache.write('ab/a.webp', bytes(100));
    await cache.write('cd/b.webp', bytes(100));
    await cache.write('ef/c.webp', bytes(100));
    // Reading a makes b the least recently used.
    expect(await cache.read('ab/a.webp')).toEqual(bytes(100));
    await cache.write('gh/d.webp', bytes(100));
    expect(await cache.size()).toBe(300);
    expect(filesOnDisk()).toEqual(['a.webp', 'c.webp', 'd.webp']);
    expect(await cache.read('cd/b.webp')).toBeUndefined();
  });

  it('does not store a file larger than the cap', async () => {
    const cache = createImageCache({ dir, maxBytes: 50 });
    await cache.write('ab/big.webp', bytes(51));
    expect(await cache.size()).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it('counts the files of an earlier run, oldest first, and removes unfinished ones', async () => {
    mkdirSync(join(dir, 'ab'));
    const old = new Date(Date.now() - 60_000);
    writeFileSync(join(dir, 'ab', 'old.webp'), bytes(100));
    utimesSync(join(dir, 'ab', 'old.webp'), old, old);
    writeFileSync(join(dir, 'ab', 'new.webp'), bytes(100));
    writeFileSync(join(dir, 'ab', 'half.webp.1.2.tmp'), bytes(10));
    const cache = createImageCache({ dir, maxBytes: 250 });
    expect(await cache.size()).toBe(200);
    await cache.write('cd/next.webp', bytes(100));
    expect(filesOnDisk()).toEqual(['new.webp', 'next.webp']);
  });
});
