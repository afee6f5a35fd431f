import { memoryStorage } from '@shop/contracts/browser';
import { describe, expect, it } from 'vitest';
import { czYearlyByTransfer, skReceipt } from '../test/receiptFixtures';
import { keepOrderReceipt, ORDER_RECEIPT_KEY } from './orderReceiptStore';
import { readOrderReceipt } from './readOrderReceipt';

describe('the tab’s order receipt', () => {
  it('reads back the receipt it kept, for its order or any', () => {
    const storage = memoryStorage();
    keepOrderReceipt(storage, skReceipt());
    expect(readOrderReceipt(storage)).toEqual(skReceipt());
    expect(readOrderReceipt(storage, skReceipt().orderId)).toEqual(skReceipt());
  });

  it('keeps only the last order and answers no other', () => {
    const storage = memoryStorage();
    keepOrderReceipt(storage, skReceipt());
    keepOrderReceipt(storage, czYearlyByTransfer());
    expect(readOrderReceipt(storage, skReceipt().orderId)).toBeNull();
    expect(readOrderReceipt(storage)?.orderNumber).toBe('CZ-0004567');
  });

  it('reads nothing from what is not a receipt, and survives a storage that refuses', () => {
    expect(readOrderReceipt(memoryStorage({ [ORDER_RECEIPT_KEY]: '{"orderId":1' }))).toBeNull();
    expect(readOrderReceipt(memoryStorage({ [ORDER_RECEIPT_KEY]: '{"orderId":"x"}' }))).toBeNull();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => keepOrderReceipt(refusing, skReceipt())).not.toThrow();
  });
});
