import type { OrderFormConfig } from '@shop/contracts';
import { EMBEDDED_ORDER_CONFIG_ID, OFFER_HEADER_END, OFFER_HEADER_START } from '@shop/contracts/vocabulary';
import { describe, expect, it, vi } from 'vitest';
import { embedOrderConfig } from './embedOrderConfig';

const page = '<!DOCTYPE html><html><head><title>Domov</title></head><body><main>Domov</main></body></html>';

function config(slug: string, title = 'Nordlys Omega-3'): OrderFormConfig {
  return {
    site: 'sk',
    currency: 'EUR',
    offer: {
      slug,
      type: 'free-trial',
      offerTypeName: 'Atlas',
      title,
      items: [{ sku: 'NORDLYS-TRIAL', name: 'Nordlys, 10 kapsúl', quantity: 1, unitPrice: 0, total: 0 }],
      itemsTotal: 0,
      requiresPaymentFrequency: false,
      paymentFrequencies: [],
      instalmentCount: 1,
      rejectionKind: 'general',
    },
    shippingMethods: [{ id: 'post-address', price: 290, available: true, pickupCarrier: null }],
    paymentMethods: [{ id: 'after-delivery', price: 0, available: true }],
    pickupPointShippingMethods: [],
  };
}

/** The element's content as an HTML parser reads it (up to the first `</script`), parsed. */
function embedded(html: string): unknown {
  const start = html.indexOf(`id="${EMBEDDED_ORDER_CONFIG_ID}"`);
  if (start < 0) return null;
  const contentStart = html.indexOf('>', start) + 1;
  return JSON.parse(html.slice(contentStart, html.indexOf('</script', contentStart)));
}

describe('embedOrderConfig', () => {
  it("puts the API's answer for the page's offer into the head, with the response's nonce", async () => {
    const apiFetch = vi.fn(async (request: Request) => {
      expect(new URL(request.url).pathname).toBe('/api/order-form/config');
      expect(new URL(request.url).searchParams.get('offer')).toBe('free-trial');
      return Response.json(config('free-trial'));
    });
    const html = await embedOrderConfig(page, { offer: 'free-trial', apiFetch, nonce: 'n0nce' });
    expect(html).toMatch(
      new RegExp(
        `<script type="application/json" id="${EMBEDDED_ORDER_CONFIG_ID}" nonce="n0nce">.*</script></head>`,
      ),
    );
    expect(embedded(html)).toEqual(config('free-trial'));
    expect(apiFetch).toHaveBeenCalledOnce();
  });

  it('keeps text that would close the element inside the data', async () => {
    const hostile = config('free-trial', '</script><script>alert(1)</script><!--');
    const html = await embedOrderConfig(page, {
      offer: 'free-trial',
      apiFetch: async () => Response.json(hostile),
      nonce: 'n0nce',
    });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(embedded(html)).toEqual(hostile);
  });

  it.each([
    ['an error status', async () => Response.json({ error: 'offer_not_found' }, { status: 404 })],
    ['a server error', async () => new Response('boom', { status: 500 })],
    ['a body that is not JSON', async () => new Response('<html>', { status: 200 })],
    ['a body of another shape', async () => Response.json({ offer: { slug: 'free-trial' } })],
    ["another offer's configuration", async () => Response.json(config('single'))],
    [
      'a failed call',
      async () => {
        throw new Error('database down');
      },
    ],
  ])('leaves the page as built on %s', async (_case, apiFetch) => {
    const html = await embedOrderConfig(page, { offer: 'free-trial', apiFetch, nonce: 'n0nce' });
    expect(html).toBe(page);
  });

  it('sends the page without the configuration when the answer is slow', async () => {
    vi.useFakeTimers();
    try {
      const apiFetch = () => new Promise<Response>(() => {});
      const pending = embedOrderConfig(page, {
        offer: 'free-trial',
        apiFetch,
        nonce: 'n0nce',
        timeoutMs: 500,
      });
      await vi.advanceTimersByTimeAsync(500);
      await expect(pending).resolves.toBe(page);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('the offer header', () => {
    const slot = `${OFFER_HEADER_START}${OFFER_HEADER_END}`;
    const withSlot = page.replace(
      '<main>Domov</main>',
      `<main><div id="shop-offer-header">${slot}</div></main>`,
    );
    const apiFetch = async () => Response.json(config('free-trial'));

    it('renders the header of the current configuration into the slot, between its markers', async () => {
      const render = vi.fn(
        async (offer: OrderFormConfig) => `<section>${offer.offer.title} zadarmo</section>`,
      );
      const html = await embedOrderConfig(withSlot, {
        offer: 'free-trial',
        apiFetch,
        nonce: 'n0nce',
        renderOfferHeader: async () => render,
      });
      expect(render).toHaveBeenCalledExactlyOnceWith(config('free-trial'));
      expect(html).toContain(
        `<div id="shop-offer-header">${OFFER_HEADER_START}<section>Nordlys Omega-3 zadarmo</section>${OFFER_HEADER_END}</div>`,
      );
      expect(embedded(html)).toEqual(config('free-trial'));
    });

    it('leaves the slot empty, and the configuration in, when the header fails to render', async () => {
      const html = await embedOrderConfig(withSlot, {
        offer: 'free-trial',
        apiFetch,
        nonce: 'n0nce',
        renderOfferHeader: async () => async () => {
          throw new Error('render failed');
        },
      });
      expect(html).toContain(slot);
      expect(embedded(html)).toEqual(config('free-trial'));
    });

    it('renders nothing for a page without a slot or a server bundle without the renderer', async () => {
      const render = vi.fn(async () => '<section>x</section>');
      expect(
        await embedOrderConfig(page, {
          offer: 'free-trial',
          apiFetch,
          nonce: 'n',
          renderOfferHeader: async () => render,
        }),
      ).not.toContain('<section>');
      expect(render).not.toHaveBeenCalled();
      const html = await embedOrderConfig(withSlot, {
        offer: 'free-trial',
        apiFetch,
        nonce: 'n',
        renderOfferHeader: async () => undefined,
      });
      expect(html).toContain(slot);
    });

    it('leaves the slot as built when the configuration does not arrive', async () => {
      const render = vi.fn(async () => '<section>x</section>');
      const html = await embedOrderConfig(withSlot, {
        offer: 'free-trial',
        apiFetch: async () => new Response('no', { status: 503 }),
        nonce: 'n',
        renderOfferHeader: async () => render,
      });
      expect(html).toBe(withSlot);
      expect(render).not.toHaveBeenCalled();
    });
  });
});
