// `.gz` and `.br` twins of a built site's text files, so the server sends them without
// compressing per request (`serveStatic({ precompressed: true })` in the API).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

// HTML is left out: the server fills in a nonce per response and compresses the result.
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.ico',
  '.webmanifest',
]);

/** Smaller files go out as they are: gzip's framing would eat what it saves. */
export const MIN_COMPRESS_BYTES = 256;

/**
 * Zopfli's passes over each file. Its output is plain gzip (every browser reads it) about 3.4%
 * smaller than zlib's level 9 on the sites' scripts; more passes gain under 0.1% and cost time.
 */
const ZOPFLI_ITERATIONS = 5;

/**
 * Files under this size are compressed as a single deflate block. Zopfli's block splitting (trying
 * where a new block should start) is most of its work: on the Slovak site's 114 files under 16 kB
 * it took 9.4 of the 14.4 s the twins cost, and saved 253 bytes over all of them.
 */
export const BLOCK_SPLITTING_MIN_BYTES = 16 * 1024;

/** A file's gzip twin: zopfli-compressed, so the bytes a browser without Brotli fetches are fewest. */
export async function gzipTwin(content) {
  const blocksplitting = content.length >= BLOCK_SPLITTING_MIN_BYTES;
  return Buffer.from(await gzipAsync(content, { numiterations: ZOPFLI_ITERATIONS, blocksplitting }));
}

/** A file's Brotli twin, at Brotli's highest quality. */
export function brotliTwin(content) {
  return brotliCompressSync(content, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Whether both twins exist and were written after the file (assets from an earlier build). */
function hasFreshTwins(file) {
  const written = statSync(file).mtimeMs;
  return [`${file}.gz`, `${file}.br`].every((twin) => existsSync(twin) && statSync(twin).mtimeMs >= written);
}

/**
 * Writes the twins of every compressible file of at least `MIN_COMPRESS_BYTES` under `dir`,
 * skipping files whose twins are already newer than they are. Resolves with the count written.
 */
export async function precompressDir(dir) {
  let written = 0;
  for (const file of [...filesUnder(dir)]) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const content = readFileSync(file);
    if (content.length < MIN_COMPRESS_BYTES || hasFreshTwins(file)) continue;
    writeFileSync(`${file}.gz`, await gzipTwin(content));
    writeFileSync(`${file}.br`, brotliTwin(content));
    written += 1;
  }
  return written;
}
