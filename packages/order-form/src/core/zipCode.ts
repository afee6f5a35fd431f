import type { IssueCode } from './issues';

/** The countries the shop delivers to, as `@shop/config` names them. */
export type Country = 'cz' | 'sk';

export type ZipResult =
  | { ok: true; zip: string }
  | { ok: false; code: Extract<IssueCode, 'required' | 'zip.format' | 'zip.country'> };

const ZIP_PATTERN = /^(\d{3}) ?(\d{2})$/;

/**
 * Czech postal codes start with 1 to 7, Slovak ones with 0, 8 or 9, so the first digit tells
 * whether a code can belong to the delivery country.
 */
const FIRST_DIGITS: Record<Country, string> = { cz: '1234567', sk: '089' };

/** `NNNNN` or `NNN NN` (extra spaces forgiven) as `NNN NN`; null when it is not five digits. */
export function normalizeZip(text: string): string | null {
  const match = ZIP_PATTERN.exec(text.trim().replace(/\s+/g, ' '));
  return match ? `${match[1]} ${match[2]}` : null;
}

export function zipMatchesCountry(zip: string, country: Country): boolean {
  return FIRST_DIGITS[country].includes(zip.charAt(0));
}

export function checkZip(text: string, country: Country): ZipResult {
  if (text.trim() === '') return { ok: false, code: 'required' };
  const zip = normalizeZip(text);
  if (!zip) return { ok: false, code: 'zip.format' };
  if (!zipMatchesCountry(zip, country)) return { ok: false, code: 'zip.country' };
  return { ok: true, zip };
}
