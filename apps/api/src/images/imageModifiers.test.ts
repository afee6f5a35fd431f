import { describe, expect, it } from 'vitest';
import { parseImageModifiers } from './imageModifiers';

describe('parseImageModifiers', () => {
  it('reads every SPEC §7 modifier', () => {
    expect(parseImageModifiers('f_webp,w_640,h_480,q_80,b_fff,fit_contain')).toEqual({
      ok: true,
      modifiers: {
        format: 'webp',
        width: 640,
        height: 480,
        quality: 80,
        background: '#ffffff',
        fit: 'contain',
      },
    });
    expect(parseImageModifiers('s_640x480,f_jpg')).toEqual({
      ok: true,
      modifiers: { width: 640, height: 480, format: 'jpeg' },
    });
  });

  it('reads _ as no modifiers', () => {
    expect(parseImageModifiers('_')).toEqual({ ok: true, modifiers: {} });
  });

  it.each([
    'x_1',
    'w_0',
    'w_4097',
    'w_12px',
    'w_-5',
    'h_',
    'q_101',
    'q_0',
    'f_bmp',
    'fit_stretch',
    'b_red',
    's_640',
    's_640x480x2',
    'w_10,w_20',
    's_10x10,w_5',
    '',
    'w_10,',
  ])('rejects %s', (text) => {
    expect(parseImageModifiers(text).ok).toBe(false);
  });
});
