import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { OrderSubmitHandler, OrderSubmitResult } from '../core/orderFormController';
import type { OrderOffer } from '../core/orderOffer';
import {
  czechDelivery,
  czechOffer,
  rejectedResult,
  slovakContext,
  slovakDelivery,
  slovakOffer,
} from '../core/test/orderFixtures';
import { acceptedOrder, renderOrderForm } from './test/renderOrderForm';

afterEach(() => {
  cleanup();
});

const onSummary = { ...czechDelivery, shippingMethod: 'post-address', paymentMethod: 'after-delivery' };
const row = (name: RegExp) => page.getByRole('row', { name });
const codeField = () => page.getByRole('textbox', { name: 'Slevový kód' });

function tickTerms() {
  (
    page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }).element() as HTMLElement
  ).focus();
  return userEvent.keyboard(' ');
}

describe('summary', () => {
  it('lists the items, the shipping and payment prices and the total in crowns', async () => {
    await renderOrderForm({ initialValues: onSummary, initialStep: 'summary' });
    const table = page.getByRole('table', { name: 'Položky objednávky' });
    await expect.element(table).toBeVisible();
    await expect.element(row(/Nordlys 90 kapslí/)).toHaveTextContent('1 ks890 Kč');
    await expect.element(row(/Vitamin K2 na měsíc zdarma/)).toHaveTextContent('0 Kč');
    await expect.element(row(/Doprava: Česká pošta – Balík Do ruky/)).toHaveTextContent('89 Kč');
    await expect.element(row(/Platba: Platba po doručení/)).toHaveTextContent('30 Kč');
    await expect.element(row(/Celkem/)).toHaveTextContent('1 009 Kč');
    await expect.element(page.getByText('Odesláním objednávky se zavazujete k platbě.')).toBeVisible();
  });

  it('shows a free shipping line as free', async () => {
    await renderOrderForm({
      initialValues: { ...onSummary, shippingMethod: 'post-mailbox', paymentMethod: 'card' },
      initialStep: 'summary',
    });
    await expect.element(row(/Doprava: Česká pošta – do schránky/)).toHaveTextContent('Zdarma');
    await expect.element(row(/Celkem/)).toHaveTextContent('890 Kč');
  });
});

describe('summary of a yearly pack and of the shopper', () => {
  const yearlyOffer: OrderOffer = {
    ...czechOffer,
    items: [{ id: 'nordlys-year', title: 'Nordlys na celý rok', quantity: 12, price: 598800 }],
    frequencies: [
      { id: 'monthly', instalments: 12 },
      { id: 'yearly', instalments: 1 },
    ],
  };

  it('shows the monthly instalment beside the total of a yearly pack paid monthly', async () => {
    await renderOrderForm({
      offer: yearlyOffer,
      initialValues: { ...onSummary, paymentMethod: 'card', paymentFrequency: 'monthly' },
      initialStep: 'summary',
    });
    await expect.element(row(/Celkem/)).toHaveTextContent('6 077 Kč');
    await expect.element(row(/Měsíční splátka \(12×\)/)).toHaveTextContent('506,42 Kč');
  });

  it('shows only the total of a yearly pack paid at once', async () => {
    await renderOrderForm({
      offer: yearlyOffer,
      initialValues: { ...onSummary, paymentMethod: 'card', paymentFrequency: 'yearly' },
      initialStep: 'summary',
    });
    await expect.element(row(/Celkem/)).toHaveTextContent('6 077 Kč');
    expect(row(/splátka/).query()).toBeNull();
  });

  it('links the terms beside the agreement, opening in a new tab without ticking the box', async () => {
    await renderOrderForm({
      initialValues: onSummary,
      initialStep: 'summary',
      termsHref: '/podmienky/terms',
    });
    const link = page.getByRole('link', { name: 'Obchodní podmínky (otevřou se v novém okně)' });
    await expect.element(link).toHaveAttribute('href', '/podmienky/terms');
    await expect.element(link).toHaveAttribute('target', '_blank');
    const agreement = page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' });
    (agreement.element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(link).toHaveFocus();
    await expect.element(agreement).not.toBeChecked();
  });

  it('reads the phone back with the prefix it will be called on', async () => {
    await renderOrderForm({
      initialValues: { ...onSummary, phonePrefix: '+421', phone: '901123456' },
      initialStep: 'summary',
    });
    const delivery = page.getByRole('region', { name: 'Doručovací údaje' });
    await expect.element(delivery.getByText('+421 901 123 456')).toBeVisible();
  });

  it('shows the full address on one line, as it goes on the parcel', async () => {
    await renderOrderForm({ initialValues: { ...onSummary, zip: '10000' }, initialStep: 'summary' });
    const delivery = page.getByRole('region', { name: 'Doručovací údaje' });
    await expect.element(delivery.getByText('Celá adresa', { exact: true })).toBeVisible();
    await expect
      .element(delivery.getByText('Vinohradská 1511/230, 100 00 Praha 10', { exact: true }))
      .toBeVisible();
  });

  it('shows a Slovak shopper’s combined street field in the full address', async () => {
    await renderOrderForm({
      locale: 'sk',
      context: { ...slovakContext, addressFields: 'combined' },
      offer: slovakOffer,
      initialValues: {
        ...slovakDelivery,
        street: '',
        houseNumber: '',
        streetAndNumber: 'Mlynské nivy 12',
        shippingMethod: 'post-address',
        paymentMethod: 'card',
      },
      initialStep: 'summary',
    });
    const delivery = page.getByRole('region', { name: 'Doručovacie údaje' });
    await expect.element(delivery.getByText('Celá adresa', { exact: true })).toBeVisible();
    await expect
      .element(delivery.getByText('Mlynské nivy 12, 821 09 Bratislava', { exact: true }))
      .toBeVisible();
  });
});

describe('discount code', () => {
  const onStep2 = { ...czechDelivery, shippingMethod: 'post-address', paymentMethod: 'card' };

  it('announces an applied code, takes it off the total and sends it', async () => {
    const submit = vi.fn<OrderSubmitHandler>(async () => acceptedOrder);
    await renderOrderForm({ initialValues: onStep2, initialStep: 'shippingPayment', submit });
    await userEvent.fill(codeField(), 'nordlys10');
    await userEvent.click(page.getByRole('button', { name: 'Uplatnit' }));
    const status = page.getByRole('status').filter({ hasText: /Slevový kód/ });
    await expect.element(status).toHaveTextContent('Slevový kód NORDLYS10 byl uplatněn. −100 Kč');

    await userEvent.click(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    await expect.element(row(/Sleva \(NORDLYS10\)/)).toHaveTextContent('−100 Kč');
    await expect.element(row(/Celkem/)).toHaveTextContent('879 Kč');
    await tickTerms();
    await userEvent.click(page.getByRole('button', { name: 'Odeslat objednávku' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ discountCode: 'NORDLYS10' });
  });

  it('announces an invalid code and keeps the customer on the step until it is fixed or removed', async () => {
    const checkDiscountCode = vi.fn(async () => ({ ok: false as const, reason: 'invalid' as const }));
    await renderOrderForm({ initialValues: onStep2, initialStep: 'shippingPayment', checkDiscountCode });
    await userEvent.fill(codeField(), 'LETO');
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Tento slevový kód není platný.' }))
      .toBeVisible();
    await expect.element(codeField()).toHaveFocus();
    expect(checkDiscountCode).toHaveBeenCalledWith('LETO');

    await userEvent.fill(codeField(), '');
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    await expect.element(page.getByRole('heading', { name: 'Shrnutí objednávky', level: 2 })).toHaveFocus();
    expect(row(/Sleva/).query()).toBeNull();
  });

  it('tells a shopper with an old code that it has expired, in Czech and in Slovak', async () => {
    const checkDiscountCode = vi.fn(async () => ({ ok: false as const, reason: 'expired' as const }));
    await renderOrderForm({ initialValues: onStep2, initialStep: 'shippingPayment', checkDiscountCode });
    await userEvent.fill(codeField(), 'LETO2024');
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    const status = page.getByRole('status').filter({ hasText: /slevového kódu/ });
    await expect.element(status).toHaveTextContent('Platnost tohoto slevového kódu už vypršela.');
    await expect.element(page.getByText('Tento slevový kód není platný.')).not.toBeInTheDocument();
    await expect.element(codeField()).toHaveFocus();
    cleanup();

    await renderOrderForm({
      context: slovakContext,
      offer: slovakOffer,
      locale: 'sk',
      initialValues: { ...slovakDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
      initialStep: 'shippingPayment',
      checkDiscountCode,
    });
    await userEvent.fill(page.getByRole('textbox', { name: 'Zľavový kód' }), 'LETO2024');
    await userEvent.click(page.getByRole('button', { name: 'Uplatniť' }));
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Platnosť tohto zľavového kódu už vypršala.' }))
      .toBeVisible();
  });

  it('tells a shopper whose code is for other offers that it is not for this one', async () => {
    const checkDiscountCode = vi.fn(async () => ({ ok: false as const, reason: 'not-applicable' as const }));
    await renderOrderForm({ initialValues: onStep2, initialStep: 'shippingPayment', checkDiscountCode });
    await userEvent.fill(codeField(), 'LETO5');
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    const status = page.getByRole('status').filter({ hasText: /slevový kód/ });
    await expect.element(status).toHaveTextContent('Tento slevový kód neplatí pro tuto nabídku.');
    await expect.element(page.getByText('Tento slevový kód není platný.')).not.toBeInTheDocument();
    await expect.element(codeField()).toHaveFocus();
  });

  it('checks a code typed but not applied before moving on', async () => {
    await renderOrderForm({ initialValues: onStep2, initialStep: 'shippingPayment' });
    await userEvent.fill(codeField(), 'NORDLYS10');
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    await expect.element(row(/Sleva \(NORDLYS10\)/)).toBeVisible();
  });

  it('asks again when the check itself failed', async () => {
    await renderOrderForm({
      initialValues: onStep2,
      initialStep: 'shippingPayment',
      checkDiscountCode: async () => ({ ok: false, reason: 'failed' }),
    });
    await userEvent.fill(codeField(), 'NORDLYS10');
    await userEvent.click(page.getByRole('button', { name: 'Uplatnit' }));
    await expect
      .element(page.getByText('Slevový kód se nepodařilo ověřit. Zkuste to prosím znovu.'))
      .toBeVisible();
  });
});

describe('answers of the order API', () => {
  it('maps field errors of a 400 onto their fields under the validation error message', async () => {
    const submit = vi.fn(
      async (): Promise<OrderSubmitResult> => ({
        ok: false,
        fieldErrors: { zip: ['zip.country'], referrer: ['Unknown field'] },
      }),
    );
    await renderOrderForm({ initialValues: onSummary, initialStep: 'summary', submit });
    await tickTerms();
    await userEvent.click(page.getByRole('button', { name: 'Odeslat objednávku' }));
    const alert = page.getByRole('alert', { name: 'Došlo k chybě při validaci formuláře' });
    await expect.element(alert).toHaveFocus();
    await expect.element(alert.getByRole('link', { name: 'PSČ neodpovídá zemi' })).toBeVisible();
    const zip = page.getByRole('textbox', { name: 'PSČ', exact: true });
    await expect.element(zip).toHaveAttribute('aria-invalid', 'true');
    await expect.element(zip).toHaveAccessibleDescription('PSČ neodpovídá zemi');
  });

  it('puts a discount code the API turns down on the code field, keeping what was typed', async () => {
    const submit = vi.fn(
      async (): Promise<OrderSubmitResult> => ({
        ok: false,
        fieldErrors: { discountCode: ['discount.invalid'] },
      }),
    );
    await renderOrderForm({
      initialValues: { ...onSummary, discountCode: 'nordlys10' },
      initialStep: 'summary',
      submit,
    });
    await expect.element(row(/Sleva \(NORDLYS10\)/)).toBeVisible();
    await tickTerms();
    await userEvent.click(page.getByRole('button', { name: 'Odeslat objednávku' }));

    const alert = page.getByRole('alert', { name: 'Došlo k chybě při validaci formuláře' });
    await expect.element(alert).toHaveFocus();
    const link = alert.getByRole('link', { name: 'Tento slevový kód není platný.' });
    await expect.element(link).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Doprava a platba', level: 2 })).toBeVisible();
    await expect.element(codeField()).toHaveValue('nordlys10');
    await expect.element(codeField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(codeField()).toHaveAccessibleDescription(/Tento slevový kód není platný\./);
    // The message is said on the field, not again by the code's status line.
    expect(page.getByRole('status').filter({ hasText: 'není platný' }).query()).toBeNull();
    expect(page.getByText('Došlo k chybě při validaci formuláře').all()).toHaveLength(1);

    await userEvent.click(link);
    await expect.element(codeField()).toHaveFocus();
    await userEvent.tab();
    await expect.element(codeField()).toHaveAttribute('aria-invalid', 'true');

    (codeField().element() as HTMLElement).focus();
    await userEvent.keyboard('{Backspace}');
    await expect.element(codeField()).not.toHaveAttribute('aria-invalid');
    await userEvent.fill(codeField(), '');
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    await expect.element(page.getByRole('heading', { name: 'Shrnutí objednávky', level: 2 })).toHaveFocus();
    expect(row(/Sleva/).query()).toBeNull();
  });

  it('shows the validation error message when the refused fields are none of its own', async () => {
    await renderOrderForm({
      initialValues: onSummary,
      initialStep: 'summary',
      submit: async () => ({ ok: false, fieldErrors: { _root: ['Invalid input'] } }),
    });
    await tickTerms();
    await userEvent.click(page.getByRole('button', { name: 'Odeslat objednávku' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Došlo k chybě při validaci formuláře');
    await expect
      .element(page.getByRole('button', { name: 'Odeslat objednávku' }))
      .not.toHaveAttribute('aria-disabled');
  });

  it('hands a rejection to the page', async () => {
    const { onOutcome } = await renderOrderForm({
      initialValues: onSummary,
      initialStep: 'summary',
      submit: async () => ({ ok: true, result: rejectedResult }),
    });
    await tickTerms();
    await userEvent.click(page.getByRole('button', { name: 'Odeslat objednávku' }));
    await vi.waitFor(() =>
      expect(onOutcome).toHaveBeenCalledWith({
        result: rejectedResult,
        order: expect.objectContaining({ email: 'jana.novakova@seznam.cz', birthDate: '1990-02-01' }),
      }),
    );
  });
});
