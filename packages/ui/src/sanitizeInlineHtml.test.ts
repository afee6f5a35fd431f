import { describe, expect, it } from 'vitest';
import { sanitizeInlineHtml } from './sanitizeInlineHtml';

describe('sanitizeInlineHtml without a DOM', () => {
  it('escapes all markup rather than passing it through', () => {
    expect(sanitizeInlineHtml('<img src=x onerror="alert(1)">Hi & bye')).toBe(
      '&#60;img src=x onerror=&#34;alert(1)&#34;&#62;Hi &#38; bye',
    );
  });
});
