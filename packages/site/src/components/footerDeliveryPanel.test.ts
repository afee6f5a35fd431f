import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
import { shippingMethods } from '@shop/order-form';
import { describe, expect, it } from 'vitest';

describe.each([
  ['Slovak', skLazyMessages],
  ['Czech', csLazyMessages],
] as const)('the %s footer’s delivery and payment panel', (_, lazyMessages) => {
  it('names every carrier the order form offers', async () => {
    const [footer, form] = await Promise.all([lazyMessages.siteFooter(), lazyMessages.orderForm()]);
    // A method's name is "{carrier} – {way}", e.g. "Packeta – výdajné miesto".
    const carriers = new Set(
      shippingMethods.map((method) => form.shipping[method.texts].name.split(' – ')[0] ?? ''),
    );
    expect(carriers.size).toBe(new Set(shippingMethods.map((method) => method.carrier)).size);
    const panel = footer.panels.delivery.join(' ');
    for (const carrier of carriers) expect(panel).toContain(carrier);
  });
});
