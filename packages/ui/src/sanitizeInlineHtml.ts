import DOMPurify from 'dompurify';

const INLINE_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'br', 'span', 'code', 'sub', 'sup'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Sanitises HTML from outside (toast messages) down to harmless inline markup and links with
 * safe URLs. Without a DOM (server rendering) it escapes everything instead, so nothing unsafe
 * can get through even there.
 */
export function sanitizeInlineHtml(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: INLINE_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'lang'],
    ALLOW_DATA_ATTR: false,
  });
}
