import { ibanCheckDigits } from './iban';

/** `prefix-number/bankCode` as Czech shoppers type it: `19-4019273859/0300`, or `4019273859/0300`. */
const CZECH_ACCOUNT_PATTERN = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;

// Czech account numbers carry their own check: the digits weighted 1, 2, 4, 8, 5, 10, 9, 7, 3, 6
// from the right add up to a multiple of 11 (decree 169/2011 of the Czech National Bank).
const WEIGHTS_FROM_RIGHT = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];

function passesCheck(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[digits.length - 1 - i]) * (WEIGHTS_FROM_RIGHT[i] ?? 0);
  }
  return sum % 11 === 0;
}

/** The Czech IBAN of a domestic account, or undefined for text that is not a valid account. */
export function czechAccountIban(account: string): string | undefined {
  const match = CZECH_ACCOUNT_PATTERN.exec(account);
  if (!match) return undefined;
  const [, prefix = '', number = '', bankCode = ''] = match;
  if (!passesCheck(prefix) || !passesCheck(number)) return undefined;
  const bban = `${bankCode}${prefix.padStart(6, '0')}${number.padStart(10, '0')}`;
  return `CZ${ibanCheckDigits('CZ', bban)}${bban}`;
}
