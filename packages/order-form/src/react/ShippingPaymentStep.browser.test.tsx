import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { OrderOffer } from '../core/orderOffer';
import {
  czechDelivery,
  czechOffer,
  slovakContext,
  slovakDelivery,
  slovakOffer,
} from '../core/test/orderFixtures';
import { renderOrderForm } from './test/renderOrderForm';

afterEach(() => {
  cleanup();
});

/** An offer that leaves out the mailbox, as the yearly pack does, and one other method. */
function withUnavailable(offer: OrderOffer): OrderOffer {
  return {
    ...offer,
    shipping: offer.shipping.map((option) =>
      option.id === 'post-mailbox' || option.id === 'ppl-address' ? { ...option, available: false } : option,
    ),
  };
}

describe('an unavailable shipping method', () => {
  it('says why beside it, as the radio’s description', async () => {
    await renderOrderForm({
      offer: withUnavailable(czechOffer),
      initialValues: czechDelivery,
      initialStep: 'shippingPayment',
    });
    const shipping = page.getByRole('radiogroup', { name: 'Způsob doručení' });
    const mailbox = shipping.getByRole('radio', { name: /Česká pošta – do schránky/ });
    await expect.element(mailbox).toBeDisabled();
    await expect.element(mailbox).toHaveAccessibleDescription('Toto balení se do poštovní schránky nevejde.');
    await expect.element(shipping.getByText('Toto balení se do poštovní schránky nevejde.')).toBeVisible();
    const ppl = shipping.getByRole('radio', { name: /PPL – na adresu/ });
    await expect.element(ppl).toHaveAccessibleDescription('Pro tuto nabídku není k dispozici.');
    // The reason describes the method; it is not part of its name.
    await expect.element(shipping.getByRole('radio', { name: /nevejde/ })).not.toBeInTheDocument();
  });

  it('leaves an available method without a reason', async () => {
    await renderOrderForm({
      offer: withUnavailable(czechOffer),
      initialValues: czechDelivery,
      initialStep: 'shippingPayment',
    });
    const parcel = page.getByRole('radio', { name: /Česká pošta – Balík Do ruky/ });
    await expect.element(parcel).toBeEnabled();
    await expect.element(parcel).not.toHaveAttribute('aria-describedby');
  });

  it('says why in Slovak', async () => {
    await renderOrderForm({
      locale: 'sk',
      context: slovakContext,
      offer: withUnavailable(slovakOffer),
      initialValues: slovakDelivery,
      initialStep: 'shippingPayment',
    });
    const mailbox = page.getByRole('radio', { name: /Slovenská pošta – do schránky/ });
    await expect.element(mailbox).toBeDisabled();
    await expect
      .element(mailbox)
      .toHaveAccessibleDescription('Toto balenie sa do poštovej schránky nezmestí.');
    await expect
      .element(page.getByRole('radio', { name: /Packeta – na adresu/ }))
      .toHaveAccessibleDescription('Pre túto ponuku nie je k dispozícii.');
  });
});
