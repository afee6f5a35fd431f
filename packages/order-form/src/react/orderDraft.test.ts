import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, ORDER_DRAFT_KEY, saveDraft } from './orderDraft';
import { createMemoryStorage } from './test/memoryStorage';

describe('order draft', () => {
  it('keeps the typed values and step, never the terms agreement', () => {
    const storage = createMemoryStorage();
    saveDraft(storage, ORDER_DRAFT_KEY, {
      step: 'summary',
      values: { firstName: 'Jana', agreement: true } as never,
    });
    expect(loadDraft(storage, ORDER_DRAFT_KEY)).toEqual({ step: 'summary', values: { firstName: 'Jana' } });
    clearDraft(storage, ORDER_DRAFT_KEY);
    expect(loadDraft(storage, ORDER_DRAFT_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 0, step: 'delivery', values: {} })],
    ['no values', JSON.stringify({ version: 1, step: 'delivery' })],
  ])('ignores a draft that is %s', (_, stored) => {
    expect(loadDraft(createMemoryStorage({ [ORDER_DRAFT_KEY]: stored }), ORDER_DRAFT_KEY)).toBeNull();
  });

  it('drops unknown fields, non-text values and unknown steps', () => {
    const stored = JSON.stringify({
      version: 1,
      step: 'paid',
      values: { city: 'Praha', admin: 'x', zip: 11000 },
    });
    expect(loadDraft(createMemoryStorage({ [ORDER_DRAFT_KEY]: stored }), ORDER_DRAFT_KEY)).toEqual({
      step: 'delivery',
      values: { city: 'Praha' },
    });
  });

  it('survives a storage that refuses writes', () => {
    const storage = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => saveDraft(storage, ORDER_DRAFT_KEY, { step: 'delivery', values: {} })).not.toThrow();
  });
});
