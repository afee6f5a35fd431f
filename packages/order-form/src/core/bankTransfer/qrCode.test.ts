import { describe, expect, it } from 'vitest';
import { qrCodeOf, qrCodeSvg } from './qrCode';

describe('qrCodeOf', () => {
  it('sizes a version-N code as 17 + 4N modules plus the quiet zone', () => {
    const { size } = qrCodeOf('SPD*1.0*ACC:CZ8803000000194019273859');
    expect((size - 8 - 17) % 4).toBe(0);
  });

  it('leaves four light modules on every side', () => {
    const { size, path } = qrCodeOf('SPD*1.0*ACC:CZ8803000000194019273859');
    const runs = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, width]) => ({
      x: Number(x),
      y: Number(y),
      end: Number(x) + Number(width),
    }));
    expect(Math.min(...runs.map((run) => run.x))).toBe(4);
    expect(Math.min(...runs.map((run) => run.y))).toBe(4);
    expect(Math.max(...runs.map((run) => run.end))).toBe(size - 4);
    expect(Math.max(...runs.map((run) => run.y))).toBe(size - 5);
  });

  it('grows with what it holds', () => {
    expect(qrCodeOf('x'.repeat(200)).size).toBeGreaterThan(qrCodeOf('x').size);
  });
});

describe('qrCodeSvg', () => {
  it('is a standalone SVG document with only a background and the modules', () => {
    const qr = qrCodeOf('SPD*1.0');
    const svg = qrCodeSvg(qr);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1" /);
    expect(svg).toContain(`width="${qr.size * 4}" height="${qr.size * 4}"`);
    expect(svg).toContain(`<path d="${qr.path}" fill="#000"/>`);
    expect(svg.match(/<(\w+)/g)).toEqual(['<svg', '<rect', '<path']);
  });
});
