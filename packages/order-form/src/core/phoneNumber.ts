import type { IssueCode } from './issues';

export const phonePrefixes = ['+420', '+421'] as const;
export type PhonePrefix = (typeof phonePrefixes)[number];

export function isPhonePrefix(value: unknown): value is PhonePrefix {
  return typeof value === 'string' && (phonePrefixes as readonly string[]).includes(value);
}

export interface PhoneNumber {
  prefix: PhonePrefix;
  /** The nine national digits. */
  national: string;
  /** Prefix and national digits, as used in `tel:` links and stored with the order. */
  e164: string;
}

export type PhoneResult =
  | ({ ok: true } & PhoneNumber)
  | { ok: false; code: Extract<IssueCode, `phone.${string}`> };

const NATIONAL_LENGTH = 9;

/**
 * Reads a Czech or Slovak number: nine digits with the chosen prefix, or the number written
 * with its own `+420`/`+421`/`00420`/`00421`, which then wins over the chosen prefix. Spaces
 * are ignored; a Slovak number may keep its domestic leading 0 (`0901 123 456`).
 */
export function parsePhone(text: string, chosenPrefix: PhonePrefix): PhoneResult {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return { ok: false, code: 'phone.required' };
  if (!/^\+?\d+$/.test(compact)) return { ok: false, code: 'phone.digitsOnly' };

  const international = /^(?:\+|00)(42[01])(\d*)$/.exec(compact);
  if (!international && /^(?:\+|00)/.test(compact)) return { ok: false, code: 'phone.format' };
  const prefix = international ? (`+${international[1]}` as PhonePrefix) : chosenPrefix;
  let national = international ? (international[2] ?? '') : compact;
  if (prefix === '+421' && national.length === NATIONAL_LENGTH + 1 && national.startsWith('0')) {
    national = national.slice(1);
  }
  if (national.length !== NATIONAL_LENGTH || national.startsWith('0')) {
    return { ok: false, code: 'phone.format' };
  }
  return { ok: true, prefix, national, e164: `${prefix}${national}` };
}

/**
 * The number as the shopper reads it back, with the prefix it will be called on
 * (`+420 601 123 456`); text that is no valid number is shown as typed.
 */
export function formatPhone(text: string, chosenPrefix: PhonePrefix): string {
  const phone = parsePhone(text, chosenPrefix);
  if (!phone.ok) return text.trim();
  const { national } = phone;
  return `${phone.prefix} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}
