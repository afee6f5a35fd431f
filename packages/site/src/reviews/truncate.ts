/** SPEC §9: texts are cut to 250 characters unless told otherwise. */
const TRUNCATE_DEFAULT_LENGTH = 250;

const ELLIPSIS = '…';

/**
 * Shortens a text to at most `length` characters including the ellipsis, cutting at the last
 * word boundary so no word is split. A single word longer than the limit is cut hard.
 */
export function truncate(text: string, length: number = TRUNCATE_DEFAULT_LENGTH): string {
  if (text.length <= length) return text;
  const room = Math.max(0, length - ELLIPSIS.length);
  const cut = text.slice(0, room);
  const endsOnBoundary = /\s/.test(text.charAt(room));
  const boundary = cut.search(/\s\S*$/);
  const words = endsOnBoundary || boundary <= 0 ? cut : cut.slice(0, boundary);
  return `${words.replace(/[\s.,;:!?–-]+$/u, '')}${ELLIPSIS}`;
}
