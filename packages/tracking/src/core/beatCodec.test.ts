import { describe, expect, it } from 'vitest';
import { decodeBeat, encodeBeat } from './beatCodec';

describe('beat codec', () => {
  it('round-trips JSON with Czech and Slovak characters', () => {
    const event = {
      action: 'PAGE',
      data: { fullPath: '/recenzie?q=ťažkosti', text: 'Příliš žluťoučký kůň' },
    };
    expect(decodeBeat(encodeBeat(event))).toEqual(event);
  });

  it('hides the JSON text and differs from plain base64', () => {
    const body = encodeBeat({ action: 'LOADED' });
    expect(body).not.toContain('LOADED');
    expect(body).not.toBe(btoa('{"action":"LOADED"}'));
    expect(body).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });

  it('rejects a body that is not an encoded beat', () => {
    expect(() => decodeBeat('{"action":"PAGE"}')).toThrow();
  });
});
