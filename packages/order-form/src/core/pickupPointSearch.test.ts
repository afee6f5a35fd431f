import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickupPoint, PickupPointSearchResult, SearchPickupPoints } from '../index';
import { createPickupPointSearch, PICKUP_SEARCH_DELAY_MS } from './pickupPointSearch';

const point: PickupPoint = {
  id: 'SK-1',
  name: 'Trafika Mlynské nivy',
  street: 'Mlynské nivy 14',
  city: 'Bratislava',
  zip: '821 09',
  openingHours: [],
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pickup point search', () => {
  it('sends one request per pause in typing, for the last query', async () => {
    const search = vi.fn<SearchPickupPoints>(async () => ({ ok: true, points: [point] }));
    const store = createPickupPointSearch({ carrier: 'packeta', search });
    for (const query of ['Br', 'Bra', 'Brat']) {
      store.setQuery(query);
      await vi.advanceTimersByTimeAsync(PICKUP_SEARCH_DELAY_MS - 1);
    }
    expect(search).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('packeta', 'Brat');
    expect(store.getSnapshot()).toEqual({ status: 'done', query: 'Brat', points: [point] });
  });

  it('ignores queries shorter than two letters and goes back to idle', async () => {
    const search = vi.fn<SearchPickupPoints>(async () => ({ ok: true, points: [point] }));
    const store = createPickupPointSearch({ carrier: 'ppl', search });
    store.setQuery(' B ');
    await vi.runAllTimersAsync();
    expect(search).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({ status: 'idle' });
  });

  it('keeps only the answer to the latest query when an earlier one arrives late', async () => {
    const answers = new Map<string, (result: PickupPointSearchResult) => void>();
    const search: SearchPickupPoints = (_carrier, query) =>
      new Promise((resolve) => {
        answers.set(query, resolve);
      });
    const store = createPickupPointSearch({ carrier: 'ppl', search });
    store.searchNow('Praha');
    store.searchNow('Brno');
    answers.get('Brno')?.({ ok: true, points: [] });
    await vi.runAllTimersAsync();
    answers.get('Praha')?.({ ok: true, points: [point] });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot()).toEqual({ status: 'done', query: 'Brno', points: [] });
  });

  it('reports a failed or thrown search as failed and notifies subscribers', async () => {
    const store = createPickupPointSearch({
      carrier: 'ppl',
      search: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const listener = vi.fn();
    store.subscribe(listener);
    store.searchNow('Praha');
    expect(store.getSnapshot()).toEqual({ status: 'searching', query: 'Praha' });
    await vi.runAllTimersAsync();
    expect(store.getSnapshot()).toEqual({ status: 'failed', query: 'Praha' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('drops a pending search when disposed', async () => {
    const search = vi.fn<SearchPickupPoints>(async () => ({ ok: true, points: [] }));
    const store = createPickupPointSearch({ carrier: 'ppl', search });
    store.setQuery('Praha');
    store.dispose();
    await vi.runAllTimersAsync();
    expect(search).not.toHaveBeenCalled();
  });
});
