import sanitizeHtml from 'sanitize-html';

/** Images may come only from the image route or the site's own relative paths. */
function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith('/_ipx/')) return true;
  return !src.startsWith('/') && !src.startsWith('\\') && !/^[a-z][\w+.-]*:/i.test(src);
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // The page owns the only h1; a heading in the content is demoted.
  transformTags: { h1: 'h2' },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
  disallowedTagsMode: 'discard',
};

/** Content HTML as it may be stored and rendered: no scripts, no handlers, safe links and images. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}
