/** Electronic form: country code, check digits, then 11 to 30 letters or digits, no spaces. */
const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** The number a text of digits and letters stands for (letters as 10–35), modulo 97. */
function mod97(text: string): number {
  let remainder = 0;
  for (const character of text) {
    const value = Number.parseInt(character, 36);
    // A letter stands for two digits; feeding the text piece by piece keeps it within a double.
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/**
 * Whether `iban` is an IBAN in its electronic form (`SK4711000000002614870368`) whose check digits
 * are right (ISO 13616: the number with its first four characters moved to the end leaves 1 when
 * divided by 97). A mistyped digit in the config would send shoppers' money to the wrong account,
 * so the check runs when the config loads.
 */
export function isValidIban(iban: string): boolean {
  return IBAN_PATTERN.test(iban) && mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The two check digits of the IBAN of `bban` (the domestic part) in `country`. */
export function ibanCheckDigits(country: string, bban: string): string {
  return String(98 - mod97(`${bban}${country}00`)).padStart(2, '0');
}
