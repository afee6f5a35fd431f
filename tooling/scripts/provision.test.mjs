import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findChromium, findOnPath, installPlan } from './provision.mjs';

describe('installPlan', () => {
  it('leaves a present tool alone', () => {
    expect(installPlan({ present: true, isRoot: true, hasApt: true, fallback: 'download' })).toBe('present');
  });

  it("uses Debian's package as root on Debian", () => {
    expect(installPlan({ present: false, isRoot: true, hasApt: true, fallback: 'download' })).toBe('apt');
  });

  it('falls back without root or without apt', () => {
    expect(installPlan({ present: false, isRoot: false, hasApt: true, fallback: 'download' })).toBe(
      'download',
    );
    expect(installPlan({ present: false, isRoot: true, hasApt: false, fallback: 'none' })).toBe('none');
  });
});

describe('finding binaries', () => {
  const dir = mkdtempSync(join(tmpdir(), 'provision-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  const browser = join(bin, 'chromium-browser');
  writeFileSync(browser, '#!/bin/sh\n');
  chmodSync(browser, 0o755);

  it('finds the first matching name on PATH', () => {
    expect(findOnPath(['chromium', 'chromium-browser'], ['/nonexistent', bin].join(delimiter))).toBe(browser);
    expect(findOnPath(['chromium'], bin)).toBeUndefined();
  });

  it('prefers an existing CHROMIUM_PATH', () => {
    expect(findChromium({ CHROMIUM_PATH: browser })).toBe(browser);
  });

  it('prefers the headless shell to the full browser', () => {
    const full = join(bin, 'chromium');
    const shell = join(bin, 'chromium-headless-shell');
    for (const file of [full, shell]) {
      writeFileSync(file, '#!/bin/sh\n');
      chmodSync(file, 0o755);
    }
    try {
      expect(findChromium({ PATH: bin })).toBe(shell);
      rmSync(shell);
      expect(findChromium({ PATH: bin })).toBe(full);
    } finally {
      rmSync(full, { force: true });
      rmSync(shell, { force: true });
    }
  });

  it('ignores a CHROMIUM_PATH that does not exist', () => {
    expect(findChromium({ CHROMIUM_PATH: join(dir, 'missing') })).not.toBe(join(dir, 'missing'));
  });
});
