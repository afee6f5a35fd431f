import type { OrderFormConfig } from '@shop/contracts';
import type { OrderOffer } from './orderOffer';

/**
 * The form's view of an offer configured by the shop API (`GET /api/order-form/config`): its lines and the shipping, payment and frequency choices with
 * their prices. Methods the API marks unavailable stay listed, greyed out, so the shopper sees
 * them; the frequencies appear only when the offer asks for one.
 */
export function orderOfferOf(config: OrderFormConfig): OrderOffer {
  const { offer } = config;
  const offerView: OrderOffer = {
    currency: config.currency,
    items: offer.items.map((item) => ({
      id: item.sku,
      title: item.name,
      quantity: item.quantity,
      price: item.total,
    })),
    shipping: config.shippingMethods.map((method) => ({
      id: method.id,
      price: method.price,
      available: method.available,
    })),
    payment: config.paymentMethods.map((method) => ({
      id: method.id,
      price: method.price,
      available: method.available,
    })),
  };
  if (!offer.requiresPaymentFrequency) return offerView;
  // The choice carries no price: the instalment depends on the shipping and payment chosen after
  // it. The summary splits the total by the server's rule (`priceOrder`).
  return {
    ...offerView,
    frequencies: offer.paymentFrequencies.map((id) => ({
      id,
      instalments: id === 'monthly' ? offer.instalmentCount : 1,
    })),
  };
}
