import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BLOCK_SPLITTING_MIN_BYTES, gzipTwin, MIN_COMPRESS_BYTES, precompressDir } from './precompress.mjs';

// A script-like text: repetitive enough to compress, varied enough that the encoder matters.
function scriptText(lines) {
  return Array.from(
    { length: lines },
    (_, index) => `export const value${index}=function(e,t){return e[${index % 17}]+t*${index}};\n`,
  ).join('');
}

describe('gzipTwin', () => {
  // Above and below the size from which zopfli splits a file into blocks.
  it.each([
    ['a large script', 400],
    ['a small script', 60],
  ])(
    'is gzip that any reader inflates to the same bytes, smaller than zlib at level 9: %s',
    async (_, lines) => {
      const content = Buffer.from(scriptText(lines));
      expect(content.length >= BLOCK_SPLITTING_MIN_BYTES).toBe(lines === 400);
      const twin = await gzipTwin(content);
      expect(gunzipSync(twin).equals(content)).toBe(true);
      expect(twin.length).toBeLessThan(gzipSync(content, { level: 9 }).length);
    },
  );
});

describe('precompressDir', () => {
  let dir;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .gz and .br twins of text files in every folder, and leaves HTML and small files alone', async () => {
    const script = Buffer.from(scriptText(200));
    writeFileSync(join(dir, 'assets/entry.js'), script);
    writeFileSync(join(dir, 'assets/style.css'), `a{color:red}\n`.repeat(200));
    writeFileSync(join(dir, 'index.html'), `<p>page</p>\n`.repeat(200));
    writeFileSync(join(dir, 'assets/tiny.js'), 'x'.repeat(MIN_COMPRESS_BYTES - 1));

    expect(await precompressDir(dir)).toBe(2);
    expect(gunzipSync(readFileSync(join(dir, 'assets/entry.js.gz'))).equals(script)).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/entry.js.br'))).equals(script)).toBe(true);
    expect(() => statSync(join(dir, 'assets/style.css.gz'))).not.toThrow();
    expect(() => statSync(join(dir, 'index.html.gz'))).toThrow();
    expect(() => statSync(join(dir, 'assets/tiny.js.gz'))).toThrow();
  });

  it('skips files whose twins are newer, and redoes a file written after its twins', async () => {
    const file = join(dir, 'assets/entry.js');
    writeFileSync(file, scriptText(200));
    expect(await precompressDir(dir)).toBe(1);
    expect(await precompressDir(dir)).toBe(0);

    const changed = scriptText(300);
    writeFileSync(file, changed);
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    expect(await precompressDir(dir)).toBe(1);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(changed);
  });
});
