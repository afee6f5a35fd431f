import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configuredOrigin } from './configuredOrigin';

const dirs: string[] = [];
function distWith(content: string | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'configured-origin-'));
  dirs.push(dir);
  if (content !== undefined) writeFileSync(join(dir, 'website.json'), content);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('configuredOrigin', () => {
  it("is the origin of the config's baseUrl", () => {
    expect(configuredOrigin(distWith(JSON.stringify({ baseUrl: 'https://www.nordlys.sk/' })))).toBe(
      'https://www.nordlys.sk',
    );
  });

  it.each([
    ['no website.json', undefined],
    ['no baseUrl', JSON.stringify({ site: 'sk' })],
    ['a baseUrl that is not https', JSON.stringify({ baseUrl: 'http://www.nordlys.sk' })],
    ['broken JSON', '{'],
  ])('is undefined with %s', (_, content) => {
    expect(configuredOrigin(distWith(content))).toBeUndefined();
  });
});
