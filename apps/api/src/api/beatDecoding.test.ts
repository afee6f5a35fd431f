import { describe, expect, it } from 'vitest';
import { decodeBeat } from './beatDecoding';
import { encodedBeatFixture } from './beatFixture';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The encoding as the tracking package describes it, one base64 character at a time. */
function encodeLetterByLetter(value: unknown): string {
  return [...Buffer.from(JSON.stringify(value)).toString('base64')]
    .map((char) => (char === '=' ? char : ALPHABET[(ALPHABET.indexOf(char) + 32) % 64]))
    .join('');
}

describe('decodeBeat', () => {
  it('decodes a beat encoded by the tracking package, Czech and Slovak letters included', () => {
    expect(decodeBeat(encodedBeatFixture.body)).toEqual({ ok: true, value: encodedBeatFixture.event });
  });

  it('decodes every padding length and every byte position of the rotation', () => {
    for (let length = 0; length < 12; length += 1) {
      const event = { text: 'ž'.repeat(length), n: length };
      expect(decodeBeat(encodeLetterByLetter(event))).toEqual({ ok: true, value: event });
    }
  });

  it('refuses a NUL character, which Postgres cannot store, but keeps a backslash written before u0000', () => {
    expect(decodeBeat(encodeLetterByLetter({ text: 'a\u0000b' }))).toEqual({ ok: false });
    expect(decodeBeat(encodeLetterByLetter({ text: '\\\u0000' }))).toEqual({ ok: false });
    expect(decodeBeat(encodeLetterByLetter({ text: 'C:\\u0000' }))).toEqual({
      ok: true,
      value: { text: 'C:\\u0000' },
    });
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
