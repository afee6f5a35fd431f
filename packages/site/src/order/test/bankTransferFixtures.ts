import { type BankTransferInstructions, bankTransferInstructions } from '@shop/order-form/bank-transfer';
import { czWebsite, skWebsite } from '../../test/websites';

const placedAt = new Date('2025-01-01T23:30:00+01:00');

/** An order of 59,88 € on the Slovak site, due on 15.1.2025. */
export function skBankTransfer(): BankTransferInstructions {
  return bankTransferInstructions({
    site: 'sk',
    account: skWebsite.bankAccount,
    amount: 5988,
    currency: 'EUR',
    orderNumber: 'SK-0000123',
    placedAt,
  });
}

/** An order of 5 988 Kč on the Czech site, due on 15.1.2025. */
export function czBankTransfer(): BankTransferInstructions {
  return bankTransferInstructions({
    site: 'cz',
    account: czWebsite.bankAccount,
    amount: 598800,
    currency: 'CZK',
    orderNumber: 'CZ-0004567',
    placedAt,
  });
}
