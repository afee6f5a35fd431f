const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Half of the base64 alphabet, so the rotation is its own inverse when applied twice. */
const ROTATION = 32;

function rotate(text: string): string {
  let result = '';
  for (const char of text) {
    const index = ALPHABET.indexOf(char);
    result += index < 0 ? char : ALPHABET[(index + ROTATION) % ALPHABET.length];
  }
  return result;
}

/**
 * The beat body: JSON, UTF-8 encoded, base64 encoded, then every base64 character
 * rotated by 32 places in the base64 alphabet (`=` padding stays). This keeps beats out of
 * naive content filters; it is not encryption.
 */
export function encodeBeat(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return rotate(btoa(binary));
}

/** Reverses `encodeBeat`; throws on a body that is not an encoded JSON value. */
export function decodeBeat(body: string): unknown {
  const binary = atob(rotate(body.trim()));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
}
