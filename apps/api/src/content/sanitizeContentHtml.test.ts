import { describe, expect, it } from 'vitest';
import { readingMinutes } from './readingMinutes';
import { sanitizeContentHtml } from './sanitizeContentHtml';

describe('sanitizeContentHtml', () => {
  it('keeps headings, paragraphs, lists, emphasis, tables and safe links', () => {
    const html =
      '<h2>Omega-3</h2><p><strong>EPA</strong> a <em>DHA</em> <a href="https://www.nordlys.sk/blog">blog</a> ' +
      '<a href="mailto:info@nordlys.sk">mail</a> <a href="/podmienky/terms">podmienky</a></p>' +
      '<ul><li>a</li></ul><table><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and script links', () => {
    const html =
      '<p onclick="steal()" style="color:red">Text<script>alert(1)</script></p>' +
      '<img src="/_ipx/w_640/images/blog/a.webp" onerror="alert(2)" alt="a">' +
      '<a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeContentHtml(html);
    expect(clean).toBe('<p>Text</p><img src="/_ipx/w_640/images/blog/a.webp" alt="a" /><a>x</a>');
  });

  it('drops images from other hosts or absolute paths outside the image route', () => {
    const html =
      '<img src="https://evil.example/a.png"><img src="//evil.example/a.png"><img src="/etc/a.png">' +
      '<img src="data:image/png;base64,AAAA"><img src="images/blog/a.webp" alt="">';
    expect(sanitizeContentHtml(html)).toBe('<img src="images/blog/a.webp" alt="" />');
  });

  it('demotes a top-level heading, since the page has its own', () => {
    expect(sanitizeContentHtml('<h1>Nadpis</h1>')).toBe('<h2>Nadpis</h2>');
  });
});

describe('readingMinutes', () => {
  it('counts words outside tags at 200 a minute, at least one', () => {
    expect(readingMinutes('<p>jedno slovo</p>')).toBe(1);
    expect(readingMinutes(`<p>${'slovo '.repeat(500)}</p>`)).toBe(3);
  });
});
