import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageHead, pageTitle } from './pageHead';

const website = { domain: 'nordlys.sk', baseUrl: 'https://www.nordlys.sk' };

describe('page head', () => {
  it('appends the domain to page titles', () => {
    expect(pageTitle('Recenzie', 'nordlys.sk')).toBe('Recenzie | nordlys.sk');
    expect(pageTitle(undefined, 'nordlys.cz')).toBe('nordlys.cz');
  });

  it('builds canonical addresses from the base URL', () => {
    expect(canonicalUrl('https://www.nordlys.sk', '/')).toBe('https://www.nordlys.sk/');
    expect(canonicalUrl('https://www.nordlys.sk/', '/blog/?page=2#top')).toBe('https://www.nordlys.sk/blog');
  });

  it('describes a page with canonical link and Open Graph tags', () => {
    const head = pageHead({
      website,
      path: '/recenzie',
      title: 'Recenzie',
      description: 'Čo hovoria zákazníci',
      ogLocale: 'sk_SK',
    });
    expect(head.meta).toContainEqual({ title: 'Recenzie | nordlys.sk' });
    expect(head.meta).toContainEqual({ name: 'description', content: 'Čo hovoria zákazníci' });
    expect(head.meta).toContainEqual({ property: 'og:title', content: 'Recenzie | nordlys.sk' });
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://www.nordlys.sk/recenzie' });
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'sk_SK' });
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://www.nordlys.sk/images/og-image.png',
    });
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://www.nordlys.sk/recenzie' }]);
  });

  it('keeps error views out of the index', () => {
    const head = pageHead({
      website,
      path: '/nic',
      title: 'x',
      description: 'y',
      ogLocale: 'sk_SK',
      noIndex: true,
    });
    expect(head.meta).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(head.links).toEqual([]);
    expect(head.meta.some((m) => 'property' in m && m.property === 'og:url')).toBe(false);
  });
});
