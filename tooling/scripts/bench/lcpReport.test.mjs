import { describe, expect, it } from 'vitest';
import { describeLcpElement, LCP_PAGES, lcpRows, renderLcp } from './lcpReport.mjs';
import { largestContentfulPaint } from './slowPhoneVisit.mjs';

const heroImage = {
  tag: 'img',
  id: '',
  className: 'site-HomeHero-image shop-Image',
  text: '',
  url: 'http://127.0.0.1:3100/_ipx/w_640,f_webp/images/hero.jpg',
  size: 151_200,
  box: { width: 412, height: 367 },
};
const heading = { tag: 'h1', id: 'order-title', className: '', text: 'Objednávka', url: '', size: 9_800 };

describe('largestContentfulPaint', () => {
  it('is the last candidate, its time rounded, with what its element is', () => {
    const candidates = [
      { startTime: 812.4, renderTime: 812.4, loadTime: 0, ...heading },
      { startTime: 1630.6, renderTime: 1630.6, loadTime: 1500.2, ...heroImage },
    ];
    expect(largestContentfulPaint(candidates)).toEqual({ ms: 1631, element: heroImage });
    expect(largestContentfulPaint([])).toBeUndefined();
  });
});

describe('describeLcpElement', () => {
  it('names an image by its address and a text by its start, with the size', () => {
    expect(describeLcpElement(heroImage)).toBe(
      'img.site-HomeHero-image.shop-Image · image /_ipx/w_640,f_webp/images/hero.jpg · size 151200 px², box 412×367',
    );
    expect(describeLcpElement(heading)).toBe('h1#order-title · "Objednávka" · size 9800 px²');
  });
});

describe('lcpRows and renderLcp', () => {
  const slowPhone = {
    firstVisit: [
      { app: 'sk', route: '/kontakt', lcpMs: 900, lcpElement: heading },
      { app: 'sk', route: '/objednavka', lcpMs: 1200, lcpElement: heading },
      { app: 'sk', route: '/', lcpMs: 1631, lcpElement: heroImage },
      { app: 'cz', route: '/', lcpElement: undefined },
    ],
  };

  it('takes the LCP pages of each site in their order, leaving out the other routes', () => {
    expect(LCP_PAGES).toEqual(expect.arrayContaining(['/', '/objednavka', '/k2zadarmo', '/nabidka/single']));
    expect(lcpRows(slowPhone).map((row) => [row.app, row.route, row.lcpMs])).toEqual([
      ['sk', '/', 1631],
      ['sk', '/objednavka', 1200],
      ['cz', '/', undefined],
    ]);
  });

  it('writes a row per page, and nothing without the slow-phone pass', () => {
    const markdown = renderLcp({ slowPhone });
    expect(markdown).toContain(
      '| sk | /objednavka | 1200 ms | h1#order-title · "Objednávka" · size 9800 px² |',
    );
    expect(markdown).toContain('| cz | / | none |  |');
    expect(renderLcp({})).toBe('');
  });
});
