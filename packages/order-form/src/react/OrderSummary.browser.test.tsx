import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
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

const summary = () => page.getByRole('complementary', { name: /Vaše objednávka|Vaša objednávka/ });

/** The summary's value for a term: the `dd` after the `dt` whose text matches. */
function amountOf(term: RegExp): string {
  const terms = [...document.querySelectorAll('.shop-OrderSummary dt')];
  const found = terms.find((dt) => term.test(dt.textContent ?? ''));
  // Prices keep their parts together with non-breaking spaces.
  return (found?.nextElementSibling?.textContent ?? '').replaceAll('\u00a0', ' ');
}

const freeTrial: OrderOffer = {
  currency: 'EUR',
  items: [{ id: 'NORDLYS-K2-30', title: 'Nordlys K2, 30 kapsúl', quantity: 1, price: 0 }],
  shipping: slovakOffer.shipping.map((option) => ({ ...option, price: 0 })),
  payment: slovakOffer.payment.map((option) =>
    option.id === 'after-delivery' ? { ...option, price: 150 } : option,
  ),
};

describe('the order summary', () => {
  it('is there from step 1 on a wide screen, with the items and what is still to choose', async () => {
    await page.viewport(1280, 900);
    await renderOrderForm();
    await expect.element(summary()).toBeVisible();
    expect(page.getByRole('button', { name: /Souhrn objednávky/ }).query()).toBeNull();
    await expect.element(summary().getByText('Nordlys 90 kapslí')).toBeVisible();
    expect(amountOf(/Doprava/)).toBe('vyberete ve 2. kroku');
    expect(amountOf(/^Celkem/)).toBe('890 Kč');
  });

  it('follows each choice of delivery and payment at once', async () => {
    await page.viewport(1280, 900);
    await renderOrderForm({ initialValues: czechDelivery, initialStep: 'shippingPayment' });
    await userEvent.click(page.getByText('Česká pošta – Balík Do ruky'));
    await expect.poll(() => amountOf(/Doprava/)).toBe('89 Kč');
    expect(amountOf(/^Celkem/)).toBe('979 Kč');
    await userEvent.click(
      page.getByRole('radiogroup', { name: 'Platební metoda' }).getByText(/Platba po doručení/),
    );
    await expect.poll(() => amountOf(/^Celkem/)).toBe('1 009 Kč');
    expect(amountOf(/Zaplatíte po doručení/)).toBe('1 009 Kč');
  });

  it('charges a free trial paid after delivery nothing, the fee included', async () => {
    await page.viewport(1280, 900);
    await renderOrderForm({
      context: slovakContext,
      offer: freeTrial,
      locale: 'sk',
      initialValues: { ...slovakDelivery, shippingMethod: 'post-mailbox', paymentMethod: 'after-delivery' },
      initialStep: 'summary',
    });
    await expect.poll(() => amountOf(/^Spolu/)).toBe('0,00 €');
    expect(amountOf(/^Platba/)).toBe('Zadarmo');
  });

  it('shows a yearly pack paid monthly with its instalment and what is paid first', async () => {
    await page.viewport(1280, 900);
    const yearly: OrderOffer = {
      ...czechOffer,
      items: [{ id: 'nordlys-year', title: 'Nordlys na celý rok', quantity: 12, price: 598800 }],
      frequencies: [
        { id: 'monthly', instalments: 12 },
        { id: 'yearly', instalments: 1 },
      ],
    };
    await renderOrderForm({
      offer: yearly,
      initialValues: {
        ...czechDelivery,
        shippingMethod: 'post-address',
        paymentMethod: 'card',
        paymentFrequency: 'monthly',
      },
      initialStep: 'summary',
    });
    await expect.poll(() => amountOf(/^Celkem/)).toBe('6 077 Kč');
    expect(amountOf(/Měsíční splátka \(12×\)/)).toBe('506,42 Kč');
    expect(amountOf(/Zaplatíte nyní kartou/)).toBe('506,42 Kč');
  });

  it('is a button with the total on a phone, which opens the whole summary', async () => {
    await page.viewport(390, 844);
    await renderOrderForm({
      initialValues: { ...czechDelivery, shippingMethod: 'post-address' },
      initialStep: 'shippingPayment',
    });
    const toggle = page.getByRole('button', { name: /Souhrn objednávky/ });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(toggle).toHaveTextContent(/979\sKč/);
    await expect.element(summary().getByText('Nordlys 90 kapslí')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect
      .element(page.getByRole('button', { name: /Souhrn objednávky/ }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect.element(summary().getByText('Nordlys 90 kapslí')).toBeVisible();
  });
});
