import { describe, expect, it } from 'vitest';
import { skWebsite as website } from '../test/websites';
import { abVariantMetaTag, experimentPhone, readAbVariantMeta } from './abVariant';

describe('experimentPhone', () => {
  it('gives variant b the home variant number while the test runs', () => {
    expect(experimentPhone({ ...website, abTestRunning: true }, 'default-experiment', 'b')).toEqual(
      website.phoneNumbers.homeVariantB,
    );
  });

  it('keeps the layout number otherwise', () => {
    expect(experimentPhone({ ...website, abTestRunning: true }, 'default-experiment', 'a')).toBeUndefined();
    expect(
      experimentPhone({ ...website, abTestRunning: true }, 'default-experiment', undefined),
    ).toBeUndefined();
    expect(experimentPhone({ ...website, abTestRunning: false }, 'default-experiment', 'b')).toBeUndefined();
    expect(experimentPhone({ ...website, abTestRunning: true }, 'default', 'b')).toBeUndefined();
  });
});

describe('variant meta', () => {
  // A head of meta tags, queried by name as the browser would (the unit tests run without a DOM).
  function documentWith(head: string): Pick<Document, 'querySelector'> {
    const metas = [...head.matchAll(/<meta name="([^"]*)" content="([^"]*)"\/>/g)];
    const querySelector = (selector: string) => {
      const meta = metas.find(([, name]) => selector === `meta[name="${name}"]`);
      return meta
        ? { getAttribute: (attribute: string) => (attribute === 'content' ? meta[2] : null) }
        : null;
    };
    return { querySelector } as unknown as Pick<Document, 'querySelector'>;
  }

  it('reads back the variant the server wrote', () => {
    expect(readAbVariantMeta(documentWith(abVariantMetaTag('b')))).toBe('b');
  });

  it('reads nothing from a document without one or with a letter outside a-d', () => {
    expect(readAbVariantMeta(documentWith(''))).toBeUndefined();
    expect(readAbVariantMeta(documentWith('<meta name="ab-variant" content="e"/>'))).toBeUndefined();
  });
});
