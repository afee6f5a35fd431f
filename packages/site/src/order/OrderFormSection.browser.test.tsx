import { useRouterState } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { renderSettled } from '../test/renderSettled';
import { OrderFormSection } from './OrderFormSection';
import { configFixture, jsonResponse } from './test/orderFixtures';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const customer = {
  firstName: 'Jana',
  lastName: 'Nováková',
  company: 'Firma s.r.o.',
  street: 'Hlavná',
  houseNumber: '12',
  streetAndNumber: 'Hlavná 12',
  city: 'Trnava',
  zip: '917 01',
  phonePrefix: '+421',
  phone: '912345678',
  email: 'jana@example.sk',
  birthDate: '7.3.1985',
};

const ORDER_ID = '0b7e1c2a-4f5d-4e6f-8a9b-1c2d3e4f5a6b';

/** Where the router is, so a test sees the page the order led to. */
function CurrentPath() {
  return <output aria-label="path">{useRouterState({ select: (state) => state.location.pathname })}</output>;
}

/** Sends the single offer's order from its summary step, the API answering `result`. */
async function sendOrder(result: Record<string, unknown>) {
  sessionStorage.setItem(
    'shop:order-form-draft:single',
    JSON.stringify({
      version: 1,
      step: 'summary',
      values: { ...customer, shippingMethod: 'post-mailbox', paymentMethod: 'after-delivery' },
    }),
  );
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    new URL(String(input), 'http://site.test').pathname === '/api/orders'
      ? jsonResponse(result, 201)
      : new Response(null, { status: 204 }),
  );
  await renderSettled(
    <RouterHarness locale="sk">
      <OrderFormSection config={configFixture('single')} />
      <CurrentPath />
    </RouterHarness>,
  );
  const agreement = page.getByRole('checkbox', { name: 'Súhlasím s obchodnými podmienkami' });
  await expect.element(agreement).toBeVisible();
  (agreement.element() as HTMLElement).focus();
  await userEvent.keyboard(' ');
  await userEvent.click(page.getByRole('button', { name: 'Odoslať objednávku' }));
}

describe('OrderFormSection', () => {
  it('goes to the thank-you page and keeps the order for the conversions it sends', async () => {
    await sendOrder({
      status: 'accepted',
      orderId: ORDER_ID,
      orderNumber: 'SK-0000123',
      offerType: 'single',
      offerTypeName: 'Year',
      currency: 'EUR',
      totals: {
        items: 4980,
        discount: 0,
        shipping: 0,
        payment: 100,
        total: 5080,
        dueNow: 5080,
        paymentFrequency: null,
      },
    });
    await expect
      .element(page.getByRole('status', { name: 'path' }))
      .toHaveTextContent('/dakujeme-za-objednavku');
    expect(sessionStorage.getItem('orderConversion')).not.toBeNull();
    expect(JSON.parse(sessionStorage.getItem('orderConversion') ?? '')).toEqual({
      orderId: ORDER_ID,
      total: 50.8,
      identity: {
        email: 'jana@example.sk',
        country: 'sk',
        city: 'Trnava',
        street: 'Hlavná',
        streetNumber: '12',
        postalCode: '91701',
        phone: '+421912345678',
      },
    });
  });

  it('goes to the rejected page of the refusal’s kind and keeps nothing for the order', async () => {
    await sendOrder({ status: 'rejected', orderId: ORDER_ID, offerType: 'single', rejectionKind: 'sample' });
    await expect
      .element(page.getByRole('status', { name: 'path' }))
      .toHaveTextContent('/objednavka-vzorky-zamietnuta');
    expect(sessionStorage.getItem('shop:order-form-draft:single')).toBeNull();
    expect(sessionStorage.getItem('orderConversion')).toBeNull();
  });

  it('shows a returning customer’s saved data once the API knows them', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/customer' ? jsonResponse(customer) : new Response(null, { status: 404 }),
    );
    await renderSettled(
      <RouterHarness locale="sk">
        <OrderFormSection config={configFixture('free-trial')} />
      </RouterHarness>,
    );
    await expect.element(page.getByRole('heading', { name: 'Vaše uložené údaje' })).toBeVisible();
    await expect.element(page.getByText('Jana Nováková')).toBeVisible();
    await expect.element(page.getByText('jana@example.sk')).toBeVisible();
  });

  it('keeps the visitor’s draft for the offer when nobody is known', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    await renderSettled(
      <RouterHarness locale="sk">
        <OrderFormSection config={configFixture('free-trial')} />
      </RouterHarness>,
    );
    const firstName = page.getByRole('textbox', { name: 'Meno', exact: true });
    await expect.element(firstName).toBeVisible();
    await firstName.fill('Jana');
    await vi.waitFor(() =>
      expect(sessionStorage.getItem('shop:order-form-draft:free-trial')).toContain('Jana'),
    );
    expect(page.getByRole('heading', { name: 'Vaše uložené údaje' }).query()).toBeNull();
  });

  it('puts the API’s refusal of a discount code on the code field, in Slovak', async () => {
    sessionStorage.setItem(
      'shop:order-form-draft:single',
      JSON.stringify({
        version: 1,
        step: 'summary',
        values: {
          ...customer,
          shippingMethod: 'post-mailbox',
          paymentMethod: 'card',
          discountCode: 'leto10',
        },
      }),
    );
    const orders: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://site.test').pathname;
      if (path === '/api/discount-codes/check') {
        return jsonResponse({
          valid: true,
          code: 'LETO10',
          kind: 'amount',
          value: 500,
          discount: 500,
          currency: 'EUR',
        });
      }
      if (path === '/api/orders') {
        orders.push(JSON.parse(String(init?.body)));
        return jsonResponse(
          { error: 'validation', fieldErrors: { discountCode: ['discount.invalid'] } },
          400,
        );
      }
      return new Response(null, { status: 204 });
    });
    await renderSettled(
      <RouterHarness locale="sk">
        <OrderFormSection config={configFixture('single')} />
      </RouterHarness>,
    );
    await expect.element(page.getByRole('row', { name: /Zľava \(LETO10\)/ })).toBeVisible();
    const agreement = page.getByRole('checkbox', { name: 'Súhlasím s obchodnými podmienkami' });
    (agreement.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(page.getByRole('button', { name: 'Odoslať objednávku' }));

    const alert = page.getByRole('alert', { name: 'Pri validácii formulára došlo k chybe' });
    await expect.element(alert).toHaveFocus();
    await expect.element(alert.getByRole('link', { name: 'Tento zľavový kód nie je platný.' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Zľavový kód' });
    await expect.element(code).toHaveValue('leto10');
    await expect.element(code).toHaveAccessibleDescription(/Tento zľavový kód nie je platný\./);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ discountCode: 'LETO10' });
  });

  it('restores a returning customer’s Czech prefix on the Slovak site', async () => {
    const czechNumber = { ...customer, phonePrefix: '+420', phone: '601123456' };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/customer' ? jsonResponse(czechNumber) : new Response(null, { status: 404 }),
    );
    await renderSettled(
      <RouterHarness locale="sk">
        <OrderFormSection config={configFixture('free-trial')} />
      </RouterHarness>,
    );
    await expect.element(page.getByText('+420 601 123 456')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Upraviť údaje' }));
    await expect.element(page.getByRole('radio', { name: '+420 Česko' })).toBeChecked();
  });

  it('tells the shopper that a kept code has expired, in Slovak', async () => {
    sessionStorage.setItem(
      'shop:order-form-draft:single',
      JSON.stringify({
        version: 1,
        step: 'shippingPayment',
        values: { ...customer, shippingMethod: 'post-mailbox', paymentMethod: 'card' },
      }),
    );
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      new URL(String(input), 'http://site.test').pathname === '/api/discount-codes/check'
        ? jsonResponse({ valid: false, reason: 'expired' })
        : new Response(null, { status: 204 }),
    );
    await renderSettled(
      <RouterHarness locale="sk">
        <OrderFormSection config={configFixture('single')} />
      </RouterHarness>,
    );
    const code = page.getByRole('textbox', { name: 'Zľavový kód' });
    await expect.element(code).toBeVisible();
    await code.fill('LETO2024');
    await userEvent.click(page.getByRole('button', { name: 'Uplatniť' }));
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Platnosť tohto zľavového kódu už vypršala.' }))
      .toBeVisible();
  });

  it('links the terms page beside the agreement, in a new tab', async () => {
    sessionStorage.setItem(
      'shop:order-form-draft:single',
      JSON.stringify({
        version: 1,
        step: 'summary',
        values: { ...customer, shippingMethod: 'post-mailbox', paymentMethod: 'card' },
      }),
    );
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    await renderSettled(
      <RouterHarness locale="sk">
        <OrderFormSection config={configFixture('single')} />
      </RouterHarness>,
    );
    const link = page.getByRole('link', { name: 'Obchodné podmienky (otvoria sa v novom okne)' });
    await expect.element(link).toHaveAttribute('href', '/podmienky/terms');
    await expect.element(link).toHaveAttribute('target', '_blank');
  });
});
