const ENCODED_BEAT = /^[A-Za-z0-9+/]*={0,2}$/;
/**
 * Rotating a base64 character by 32 places (half the alphabet) flips the top bit of the six it
 * stands for. Over a group of four characters those flips land on the same bits of the three
 * bytes every time, so decoding the rotated text as plain base64 and XOR-ing each byte triple
 * with this mask undoes the rotation without touching the text character by character.
 */
const ROTATION_MASK = [0x82, 0x08, 0x20] as const;
const utf8 = new TextDecoder('utf-8', { fatal: true });
/** `\u0000` preceded by an even number of backslashes, i.e. a NUL character and not a quoted `\u`. */
const NUL_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u0000/;

/**
 * Reverses the tracking package's beat encoding (JSON, UTF-8, base64, each base64 character
 * rotated by 32 places; `=` padding kept). Node's base64 decoder skips characters it does not
 * know, so the shape is checked first: anything that is not exactly an encoded beat is refused.
 * So is a NUL character anywhere in it: Postgres stores none in text or jsonb, and a row it
 * refuses would fail the whole batch of beats written with it.
 */
export function decodeBeat(body: string): { ok: true; value: unknown } | { ok: false } {
  const text = body.trim();
  if (text.length === 0 || text.length % 4 !== 0 || !ENCODED_BEAT.test(text)) return { ok: false };
  const bytes = Buffer.from(text, 'base64');
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = (bytes[index] as number) ^ (ROTATION_MASK[index % 3] as number);
  }
  try {
    const json = utf8.decode(bytes);
    if (json.includes('\\u0000') && NUL_ESCAPE.test(json)) return { ok: false };
    return { ok: true, value: JSON.parse(json) as unknown };
  } catch {
    return { ok: false };
  }
}
