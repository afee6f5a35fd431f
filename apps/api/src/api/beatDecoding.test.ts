import { describe, expect, it } from 'vitest';
import { decodeBeat } from './beatDecoding';
import { encodedBeatFixture } from './beatFixture';

describe('decodeBeat', () => {
  it('decodes a beat encoded by the tracking package, Czech and Slovak letters included', () => {
    expect(decodeBeat(encodedBeatFixture.body)).toEqual({ ok: true, value: encodedBeatFixture.event });
  });

  it('ignores surrounding whitespace', () => {
    expect(decodeBeat(`\n${encodedBeatFixture.body} `)).toEqual({
      ok: true,
      value: encodedBeatFixture.event,
    });
  });

  it.each([
    ['plain JSON', '{"action":"PAGE"}'],
    ['an empty body', ''],
    ['plain base64 of JSON', Buffer.from('{"action":"PAGE"}').toString('base64')],
    ['a truncated beat', encodedBeatFixture.body.slice(0, 40)],
    ['characters outside base64', `${encodedBeatFixture.body.slice(0, -4)}!!!!`],
    ['bytes that are not UTF-8', '+/+/'],
  ])('refuses %s', (_, body) => {
    expect(decodeBeat(body)).toEqual({ ok: false });
  });
});
