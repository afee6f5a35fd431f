/** An IBAN as banks print it, in groups of four: `SK47 1100 0000 0026 1487 0368`. */
export function ibanInGroups(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
