/** Lower case without accents, so `plzen` finds Plzeň and `zilina` Žilina. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function searchTextOf(parts: readonly string[]): string {
  return foldText(parts.join(' '));
}

/** Words of a query, folded; a zip typed with a space (`602 00`) also matches as one word. */
export function searchWords(query: string): string[] {
  const folded = foldText(query.trim());
  if (folded === '') return [];
  const words = folded.split(/\s+/);
  const joinedZip = folded.replace(/\s/g, '');
  return /^\d{5}$/.test(joinedZip) ? [joinedZip] : words;
}
