const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Half the alphabet: rotating twice by it is the identity, so the same rotation undoes the encoding. */
const ROTATION = 32;
const ENCODED_BEAT = /^[A-Za-z0-9+/]*={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reverses the tracking package's beat encoding (JSON, UTF-8, base64, each base64 character
 * rotated by 32 places; `=` padding kept). Node's base64 decoder skips characters it does not
 * know, so the shape is checked first: anything that is not exactly an encoded beat is refused.
 */
export function decodeBeat(body: string): { ok: true; value: unknown } | { ok: false } {
  const text = body.trim();
  if (text.length === 0 || text.length % 4 !== 0 || !ENCODED_BEAT.test(text)) return { ok: false };
  let base64 = '';
  for (const char of text) {
    const index = ALPHABET.indexOf(char);
    base64 += index < 0 ? char : ALPHABET[(index + ROTATION) % ALPHABET.length];
  }
  try {
    return { ok: true, value: JSON.parse(utf8.decode(Buffer.from(base64, 'base64'))) as unknown };
  } catch {
    return { ok: false };
  }
}
