import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitizeContentHtml';
import { createServedContentHtml } from './servedContentHtml';

function counted() {
  const calls: string[] = [];
  const sanitize = (html: string) => {
    calls.push(html);
    return sanitizeContentHtml(html);
  };
  return { calls, sanitize };
}

describe('createServedContentHtml', () => {
  it('serves stored HTML without scripts or handlers', () => {
    const served = createServedContentHtml();
    expect(served('<p>Text<script>alert(1)</script></p><img src="x.webp" onerror="alert(2)" alt="">')).toBe(
      '<p>Text</p><img src="x.webp" alt="" />',
    );
  });

  it('sanitises each version of a content once, and an edited one on its first serving', () => {
    const { calls, sanitize } = counted();
    const served = createServedContentHtml({ sanitize });
    for (let request = 0; request < 5; request += 1) served('<p>a</p>');
    expect(calls).toEqual(['<p>a</p>']);
    expect(served('<p>a</p><script>x()</script>')).toBe('<p>a</p>');
    expect(calls).toHaveLength(2);
  });

  it('keeps only the most recently served versions', () => {
    const { calls, sanitize } = counted();
    const served = createServedContentHtml({ sanitize, maxEntries: 2 });
    served('<p>1</p>');
    served('<p>2</p>');
    served('<p>1</p>'); // 1 is now fresher than 2
    served('<p>3</p>'); // 2 goes
    served('<p>1</p>');
    served('<p>2</p>');
    expect(calls).toEqual(['<p>1</p>', '<p>2</p>', '<p>3</p>', '<p>2</p>']);
  });
});
