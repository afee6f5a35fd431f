import { apiPaths } from '@shop/contracts/vocabulary';
import { describe, expect, it } from 'vitest';
import { apiRoute } from './apiRoute';

describe('apiRoute', () => {
  it('is the path below the API mount', () => {
    expect(apiRoute(apiPaths.orders)).toBe('/orders');
    expect(apiRoute(apiPaths.gopayNotification)).toBe('/payments/gopay/notification');
  });
});
