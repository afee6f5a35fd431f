import { amountText } from './amountText';
import type { PaymentDetails } from './paymentDetails';

// Lengths the SPAYD specification (Czech Banking Association, QR Platba) allows.
const MESSAGE_MAX_LENGTH = 60;
const RECIPIENT_MAX_LENGTH = 35;

/**
 * A value as SPAYD may carry it: printable ASCII, with `*` (the field separator) and `%` (the
 * escape character) and anything else percent-encoded. Diacritics are dropped first, as Czech
 * generators do: every banking app reads `Objednavka`, not all decode `Objedn%C3%A1vka`.
 */
function spaydValue(text: string, maxLength: number): string {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().slice(0, maxLength);
  return plain.replace(/[^\x20-\x7e]|[*%]/gu, percentEncoded);
}

function percentEncoded(character: string): string {
  return [...new TextEncoder().encode(character)]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

/**
 * The QR Platba (SPAYD 1.0) text of a payment, as Czech banking apps read it:
 * `SPD*1.0*ACC:<IBAN>+<BIC>*AM:5988.00*CC:CZK*X-VS:4567*DT:20250115*MSG:…*RN:…`.
 */
export function spaydPayload(payment: PaymentDetails): string {
  return [
    'SPD',
    '1.0',
    `ACC:${payment.iban}+${payment.bic}`,
    `AM:${amountText(payment.amount)}`,
    `CC:${payment.currency}`,
    `X-VS:${payment.variableSymbol}`,
    `DT:${payment.dueDate.replaceAll('-', '')}`,
    `MSG:${spaydValue(payment.message, MESSAGE_MAX_LENGTH)}`,
    `RN:${spaydValue(payment.recipient, RECIPIENT_MAX_LENGTH)}`,
  ].join('*');
}
