/**
 * Only string-valued query parameters are kept. A router hands a repeated key over as an
 * array and a key without `=` as null, so both are dropped here rather than guessed at.
 */
export function stringQueryParams(search: string): Record<string, string> {
  const counts = new Map<string, number>();
  const values = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const separator = part.indexOf('=');
    const key = decode(separator < 0 ? part : part.slice(0, separator));
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (separator >= 0) values.set(key, decode(part.slice(separator + 1)));
  }
  const result: Record<string, string> = {};
  for (const [key, value] of values) {
    if (counts.get(key) === 1) result[key] = value;
  }
  return result;
}

function decode(component: string): string {
  const spaced = component.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
