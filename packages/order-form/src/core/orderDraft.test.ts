import { memoryStorage } from '@shop/contracts/browser';
import { describe, expect, it } from 'vitest';
import { clearDraft, draftHasDeliveryText, loadDraft, ORDER_DRAFT_KEY, saveDraft } from './orderDraft';
import { pragueParcelShop } from './test/orderFixtures';

describe('order draft', () => {
  it('keeps the typed values and step, never the terms agreement', () => {
    const storage = memoryStorage();
    saveDraft(storage, ORDER_DRAFT_KEY, {
      step: 'summary',
      values: { firstName: 'Jana', agreement: true } as never,
    });
    expect(loadDraft(storage, ORDER_DRAFT_KEY)).toEqual({
      step: 'summary',
      values: { firstName: 'Jana' },
      pickupPoint: null,
    });
    clearDraft(storage, ORDER_DRAFT_KEY);
    expect(loadDraft(storage, ORDER_DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 0, step: 'delivery', values: {} })],
    ['no values', JSON.stringify({ version: 1, step: 'delivery' })],
  ])('ignores a draft that is %s', (_, stored) => {
    expect(loadDraft(memoryStorage({ [ORDER_DRAFT_KEY]: stored }), ORDER_DRAFT_KEY)).toBeNull();
  });

  it.each([
    [{ firstName: '', email: ' ', phonePrefix: '+420', shippingMethod: 'post-mailbox' }, false],
    [{ firstName: 'Jana' }, true],
    [{ birthDate: '1. 2. 1990' }, true],
  ])('tells whether %j holds typed delivery details: %s', (values, typed) => {
    expect(draftHasDeliveryText({ step: 'delivery', values })).toBe(typed);
  });

  it('drops unknown fields, non-text values and unknown steps', () => {
    const stored = JSON.stringify({
      version: 1,
      step: 'paid',
      values: { city: 'Praha', admin: 'x', zip: 11000 },
    });
    expect(loadDraft(memoryStorage({ [ORDER_DRAFT_KEY]: stored }), ORDER_DRAFT_KEY)).toEqual({
      step: 'delivery',
      values: { city: 'Praha' },
      pickupPoint: null,
    });
  });

  it('keeps the chosen pickup point with its address', () => {
    const storage = memoryStorage();
    const pickupPoint = { carrier: 'ppl' as const, point: pragueParcelShop };
    saveDraft(storage, ORDER_DRAFT_KEY, { step: 'shippingPayment', values: {}, pickupPoint });
    expect(loadDraft(storage, ORDER_DRAFT_KEY)?.pickupPoint).toEqual(pickupPoint);
  });

  it('keeps a point of a draft that named Packeta by its role, as drafts once did', () => {
    const pickupPoint = { carrier: 'pickup', point: pragueParcelShop };
    const stored = JSON.stringify({ version: 1, step: 'shippingPayment', values: {}, pickupPoint });
    expect(loadDraft(memoryStorage({ [ORDER_DRAFT_KEY]: stored }), ORDER_DRAFT_KEY)?.pickupPoint).toEqual({
      carrier: 'packeta',
      point: pragueParcelShop,
    });
  });

  it('keeps the point of a draft saved before points took the API’s type names, without its type', () => {
    const pickupPoint = { carrier: 'ppl', point: { ...pragueParcelShop, type: 'ParcelShop' } };
    const stored = JSON.stringify({ version: 1, step: 'shippingPayment', values: {}, pickupPoint });
    const { type: _type, ...untyped } = pragueParcelShop;
    expect(loadDraft(memoryStorage({ [ORDER_DRAFT_KEY]: stored }), ORDER_DRAFT_KEY)?.pickupPoint).toEqual({
      carrier: 'ppl',
      point: untyped,
    });
  });

  it.each([
    ['an unknown carrier', { carrier: 'dhl', point: pragueParcelShop }],
    ['a point without its address', { carrier: 'ppl', point: { id: 'CZ-PPL-1001', name: 'Papírnictví' } }],
    [
      'opening hours that are not text',
      { carrier: 'ppl', point: { ...pragueParcelShop, openingHours: [8] } },
    ],
  ])('drops a stored pickup point with %s', (_, pickupPoint) => {
    const stored = JSON.stringify({ version: 1, step: 'shippingPayment', values: {}, pickupPoint });
    expect(loadDraft(memoryStorage({ [ORDER_DRAFT_KEY]: stored }), ORDER_DRAFT_KEY)?.pickupPoint).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => saveDraft(storage, ORDER_DRAFT_KEY, { step: 'delivery', values: {} })).not.toThrow();
  });
});
