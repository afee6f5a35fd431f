import { describe, expect, it } from 'vitest';
import { apiBasePath, apiPath, apiPaths } from '../vocabulary';

describe('apiPath', () => {
  it('fills the named parameters, encoded', () => {
    expect(apiPath(apiPaths.condition, { name: 'cookies' })).toBe('/api/conditions/cookies');
    expect(apiPath(apiPaths.blogArticle, { slug: 'rybí olej' })).toBe('/api/blog/articles/ryb%C3%AD%20olej');
  });

  it('leaves a path without parameters as it is', () => {
    expect(apiPath(apiPaths.orders)).toBe('/api/orders');
  });

  it('keeps a parameter it was not given, so the mistake shows in the URL', () => {
    expect(apiPath(apiPaths.orderPayment)).toBe('/api/orders/:id/payment');
  });
});

describe('apiPaths', () => {
  it('all sit below the API base path', () => {
    for (const path of Object.values(apiPaths)) expect(path.startsWith(`${apiBasePath}/`)).toBe(true);
  });
});
