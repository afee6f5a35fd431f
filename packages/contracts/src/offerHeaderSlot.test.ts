import { describe, expect, it } from 'vitest';
import { fillOfferHeaderSlot, OFFER_HEADER_END, OFFER_HEADER_START } from './index';

describe('fillOfferHeaderSlot', () => {
  const page = `<main><div id="shop-offer-header">${OFFER_HEADER_START}${OFFER_HEADER_END}</div></main>`;

  it('puts the header between the empty slot’s markers', () => {
    expect(fillOfferHeaderSlot(page, '<section>Zadarmo</section>')).toBe(
      `<main><div id="shop-offer-header">${OFFER_HEADER_START}<section>Zadarmo</section>${OFFER_HEADER_END}</div></main>`,
    );
  });

  it('leaves a page without an empty slot as it is, a filled one included', () => {
    expect(fillOfferHeaderSlot('<main></main>', '<section/>')).toBe('<main></main>');
    const filled = fillOfferHeaderSlot(page, '<section>1</section>');
    expect(fillOfferHeaderSlot(filled, '<section>2</section>')).toBe(filled);
  });
});
