import { describe, expect, it } from 'vitest';
import { jsonForScriptElement } from './embeddedJson';

describe('jsonForScriptElement', () => {
  it('leaves no way out of the script element and reads back as the same value', () => {
    const value = {
      title: '</script><script>alert(1)</script>',
      note: '<!-- a comment opener',
      lines: 'one\u2028two\u2029three',
      plain: 'Skúšobné balenie & spol. > 0',
    };
    const safe = jsonForScriptElement(JSON.stringify(value));
    expect(safe).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(safe)).toEqual(value);
  });

  it('changes nothing in JSON without those characters', () => {
    const json = JSON.stringify({ offer: { slug: 'free-trial', total: 0 } });
    expect(jsonForScriptElement(json)).toBe(json);
  });
});
