import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeIntl } from './index';

afterEach(() => vi.restoreAllMocks());

describe('primeIntl', () => {
  it("creates the locale's first Intl formatter", () => {
    const DateTimeFormat = Intl.DateTimeFormat;
    const created = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      this: unknown,
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      return new DateTimeFormat(...args);
    } as unknown as typeof DateTimeFormat);
    expect(primeIntl('sk')).toBe('sk-SK');
    expect(primeIntl('cs')).toBe('cs-CZ');
    expect(created.mock.calls.map(([locale]) => locale)).toEqual(['sk-SK', 'cs-CZ']);
  });
});
