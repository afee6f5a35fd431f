import { describe, expect, it } from 'vitest';
import { cssSelectorClasses, htmlClassNames, stylesheetsUsedBy, withStylesheets } from './usedStylesheets';

describe('cssSelectorClasses', () => {
  it('names the classes each selector needs, once per set, and nothing from values', () => {
    const css = `/* .shop-Old is gone */
      .site-OrderPage,.site-OrderLanding{padding:.5rem 1.25rem;background:url(/images/bg.v2.svg)}
      .shop-Toast-close.shop-Button:hover>.shop-Button-icon{content:".not-a-class"}
      @media (max-width:40rem){.site-OrderPage{font-size:1.5rem}}
      p>strong,.-x ._y{margin:0}`;
    expect(cssSelectorClasses(css)).toEqual([
      ['site-OrderPage'],
      ['site-OrderLanding'],
      ['shop-Toast-close', 'shop-Button', 'shop-Button-icon'],
      ['-x', '_y'],
    ]);
  });
});

describe('stylesheetsUsedBy', () => {
  const sheets = [
    { href: '/assets/Order-A.css', selectors: [['site-OrderPage'], ['site-OrderOutcome']] },
    { href: '/assets/Modal-B.css', selectors: [['shop-Modal']] },
    { href: '/assets/Toast-C.css', selectors: [['shop-Toast-close', 'shop-Button']] },
    { href: '/assets/Button-D.css', selectors: [['shop-Button'], ['shop-Button--red-cta']] },
  ];

  it('keeps the stylesheets with a selector whose classes the page all uses, in their order', () => {
    const html =
      '<body><div class="site-OrderPage"><button class="shop-Button shop-Button--secondary">x</button></div><p data-class="shop-Modal">y</p></body>';
    expect([...htmlClassNames(html)]).toEqual(['site-OrderPage', 'shop-Button', 'shop-Button--secondary']);
    expect(stylesheetsUsedBy(html, sheets)).toEqual(['/assets/Order-A.css', '/assets/Button-D.css']);
  });

  it('keeps none for a page that uses none of them', () => {
    expect(stylesheetsUsedBy('<main class="site-Blog shop-Toast-close">x</main>', sheets)).toEqual([]);
  });
});

describe('withStylesheets', () => {
  it('links the stylesheets at the end of the head', () => {
    expect(
      withStylesheets('<html><head><title>t</title></head><body></body></html>', ['/a.css', '/b&.css']),
    ).toBe(
      '<html><head><title>t</title><link rel="stylesheet" href="/a.css"/><link rel="stylesheet" href="/b&#38;.css"/></head><body></body></html>',
    );
  });

  it('leaves a document alone when there is nothing to link or no head', () => {
    expect(withStylesheets('<html><head></head></html>', [])).toBe('<html><head></head></html>');
    expect(withStylesheets('<p>fragment</p>', ['/a.css'])).toBe('<p>fragment</p>');
  });
});
