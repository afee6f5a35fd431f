const groupings: Array<{ prefix: string; pattern: RegExp; groups: number[] }> = [
  { prefix: '+421', pattern: /^9\d{8}$/, groups: [3, 3, 3] },
  { prefix: '+421', pattern: /^2\d{8}$/, groups: [1, 3, 3, 2] },
  { prefix: '+421', pattern: /^[3-5]\d{8}$/, groups: [2, 3, 2, 2] },
  { prefix: '+420', pattern: /^\d{9}$/, groups: [3, 3, 3] },
];

function group(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * A phone number grouped for reading: `+421 903 123 456`, `+421 2 330 011 00` (Bratislava's
 * one-digit area code), `+420 777 123 456`. Accepts spaces, dashes, slashes and a `00` prefix.
 * A number it does not recognise comes back with only its separators removed, so nothing is
 * ever regrouped wrongly.
 */
export function formatPhone(raw: string): string {
  const compact = raw
    .trim()
    .replace(/[\s\-/().]/g, '')
    .replace(/^00/, '+');
  for (const { prefix, pattern, groups } of groupings) {
    if (!compact.startsWith(prefix)) continue;
    const national = compact.slice(prefix.length);
    if (pattern.test(national)) return `${prefix} ${group(national, groups)}`;
  }
  return compact;
}
