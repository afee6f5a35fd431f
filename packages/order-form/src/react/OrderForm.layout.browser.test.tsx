import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import type { OrderFormValues } from '../core/orderFormState';
import type { OrderOffer } from '../core/orderOffer';
import { slovakContext, slovakDelivery, slovakOffer } from '../core/test/orderFixtures';
import { renderOrderForm } from './test/renderOrderForm';

afterEach(() => {
  cleanup();
});

/** An address long enough to have overflowed the summary card on a phone. */
const longEmail = 'jana.novakova.testovacia.adresa.objednavky@nordlyspharmaslovensko.sk';

const yearlyOffer: OrderOffer = {
  ...slovakOffer,
  items: [{ id: 'nordlys-year', title: 'Nordlys ročné balenie, 12 × 90 kapsúl', quantity: 12, price: 29900 }],
  frequencies: [
    { id: 'monthly', instalments: 12 },
    { id: 'yearly', instalments: 1 },
  ],
};

const filled: Partial<OrderFormValues> = {
  ...slovakDelivery,
  email: longEmail,
  shippingMethod: 'post-address',
  paymentMethod: 'after-delivery',
  paymentFrequency: 'monthly',
};

/**
 * Every box and every line of text of the form ends inside the screen: text running out of its
 * box (a long address without spaces) counts too, though it does not widen the box.
 */
function expectNoHorizontalOverflow(width: number) {
  const root = document.documentElement;
  expect(root.scrollWidth, 'page width').toBeLessThanOrEqual(root.clientWidth);
  const form = document.querySelector('form');
  if (!form) throw new Error('no form on the page');
  const outside = [...form.querySelectorAll('*')]
    .filter((element) => element.getBoundingClientRect().right > width + 0.5)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  const texts = document.createTreeWalker(form, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    range.selectNodeContents(text);
    if (range.getBoundingClientRect().right > width + 0.5) outside.push(`text "${text.textContent}"`);
  }
  expect(outside).toEqual([]);
}

for (const width of [360, 390]) {
  describe(`the order form on a ${width} px phone`, () => {
    beforeEach(async () => {
      await page.viewport(width, 800);
    });

    const steps = [
      ['delivery data', {}],
      ['a returning customer', { prefilledCustomer: { ...slovakDelivery, email: longEmail } }],
      ['shipping and payment', { initialStep: 'shippingPayment' }],
      ['the summary', { initialStep: 'summary', termsHref: '/podmienky/terms' }],
    ] as const;

    for (const [name, props] of steps) {
      it(`fits ${name} to the screen`, async () => {
        await renderOrderForm({
          context: slovakContext,
          offer: yearlyOffer,
          locale: 'sk',
          initialValues: filled,
          ...props,
        });
        const heading = page.getByRole('heading', { level: 2 });
        await expect.element(heading).toBeVisible();
        if (name === 'shipping and payment') {
          await expect.element(page.getByRole('radiogroup', { name: 'Spôsob doručenia' })).toBeVisible();
        }
        if (name === 'the summary') {
          await expect.element(page.getByText(longEmail)).toBeVisible();
          await expect.element(page.getByRole('row', { name: /Mesačná splátka/ })).toBeVisible();
        }
        expectNoHorizontalOverflow(width);
      });
    }

    it('puts each option’s description under its name, not in a column beside it', async () => {
      await renderOrderForm({
        context: slovakContext,
        offer: yearlyOffer,
        locale: 'sk',
        initialValues: filled,
        initialStep: 'shippingPayment',
      });
      const group = page.getByRole('radiogroup', { name: 'Spôsob doručenia' });
      await expect.element(group).toBeVisible();
      const options = group.element().querySelectorAll('.shop-OrderForm-option');
      expect(options.length).toBeGreaterThan(0);
      for (const option of options) {
        const [name, description] = [...option.children].map((child) => child.getBoundingClientRect());
        expect(description?.left).toBe(name?.left);
        expect(description?.top).toBeGreaterThanOrEqual((name?.bottom ?? 0) - 0.5);
      }
    });
  });
}
