import { memoryStorage } from '@shop/contracts/browser';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { ORDER_DRAFT_KEY } from '../core/orderDraft';
import type { OrderSubmitHandler } from '../core/orderFormController';
import { emptyOrderFormValues } from '../core/orderFormState';
import {
  czechContext,
  czechDelivery,
  czechOffer,
  sampleDiscountCheck,
  searchSeededPoints,
} from '../core/test/orderFixtures';
import { OrderForm, type OrderFormProps } from './OrderForm';
import { FormI18n } from './test/FormI18n';
import { acceptedOrder } from './test/renderOrderForm';
import { typedBeforeHydration } from './typedBeforeHydration';

const field = (name: string) => page.getByRole('textbox', { name, exact: true });

function focus(locator: Locator) {
  (locator.element() as HTMLElement).focus();
}

interface Served {
  container: HTMLElement;
  root: Root | null;
  recoverableErrors: unknown[];
}

let served: Served | null = null;

afterEach(() => {
  served?.root?.unmount();
  served?.container.remove();
  served = null;
  vi.restoreAllMocks();
});

/** Puts the server's HTML of `ui` in the page, as the browser shows it before any script runs. */
function serve(ui: ReactNode): Served {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  served = { container, root: null, recoverableErrors: [] };
  return served;
}

function hydrate(current: Served, ui: ReactNode) {
  current.root = hydrateRoot(current.container, ui, {
    onRecoverableError: (error) => current.recoverableErrors.push(error),
  });
}

function czechForm(props: Partial<OrderFormProps> & Pick<OrderFormProps, 'submit' | 'draftStorage'>) {
  return (
    <FormI18n locale="cs">
      <OrderForm
        context={czechContext}
        offer={czechOffer}
        supportEmail="info@nordlys.cz"
        searchPickupPoints={searchSeededPoints}
        checkDiscountCode={sampleDiscountCheck(10_000)}
        onOutcome={() => {}}
        {...props}
      />
    </FormI18n>
  );
}

async function chooseRadio(name: RegExp) {
  const radio = page.getByRole('radio', { name });
  await expect.element(radio).toBeInTheDocument();
  focus(radio);
  await userEvent.keyboard(' ');
  await expect.element(radio).toBeChecked();
}

describe('OrderForm on a server-rendered page', () => {
  it('keeps text typed before hydration in the field and in the order it sends', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const submit = vi.fn<OrderSubmitHandler>(async () => acceptedOrder);
    const storage = memoryStorage();
    const ui = czechForm({
      submit,
      draftStorage: storage,
      initialValues: { ...czechDelivery, firstName: '' },
    });
    const prerendered = serve(ui);

    // Until the script runs, Enter must not send the bare HTML form with the data in the address.
    const toDelivery = page.getByRole('button', { name: 'Pokračovat k doručení' });
    await expect.element(toDelivery).toBeDisabled();
    focus(field('Jméno'));
    await userEvent.keyboard('Květa');
    hydrate(prerendered, ui);
    await expect.element(toDelivery).toBeEnabled();

    // The draft is first written once the form has started, with what its state holds.
    await vi.waitFor(() => expect(storage.getItem(ORDER_DRAFT_KEY)).toContain('"firstName":"Květa"'));
    await expect.element(field('Jméno')).toHaveValue('Květa');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('heading', { name: 'Doprava a platba', level: 2 })).toHaveFocus();

    await chooseRadio(/^Česká pošta – do schránky/);
    await chooseRadio(/^Platba kartou online/);
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    const delivery = page.getByRole('region', { name: 'Doručovací údaje' });
    await expect.element(delivery.getByText('Květa', { exact: true })).toBeVisible();
    focus(page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }));
    await userEvent.keyboard(' ');
    await userEvent.click(page.getByRole('button', { name: 'Odeslat objednávku' }));

    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ firstName: 'Květa', lastName: 'Nováková' });
    expect(prerendered.recoverableErrors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('restores the draft under the typed text and stays on the step being typed into', async () => {
    const storage = memoryStorage({
      [ORDER_DRAFT_KEY]: JSON.stringify({
        version: 1,
        step: 'shippingPayment',
        values: {
          ...czechDelivery,
          firstName: 'Jana',
          lastName: 'Ze zálohy',
          shippingMethod: 'post-mailbox',
        },
      }),
    });
    const ui = czechForm({ submit: async () => acceptedOrder, draftStorage: storage });
    const prerendered = serve(ui);

    focus(field('Jméno'));
    await userEvent.keyboard('Květa');
    hydrate(prerendered, ui);

    await expect.element(field('Příjmení')).toHaveValue('Ze zálohy');
    await expect.element(field('Jméno')).toHaveValue('Květa');
    await expect.element(page.getByRole('heading', { name: 'Doručovací údaje', level: 2 })).toBeVisible();
    await vi.waitFor(() => {
      const draft = storage.getItem(ORDER_DRAFT_KEY) ?? '';
      expect(draft).toContain('"firstName":"Květa"');
      expect(draft).toContain('"shippingMethod":"post-mailbox"');
    });

    await userEvent.keyboard(' Marie');
    await expect.element(field('Jméno')).toHaveValue('Květa Marie');
    expect(prerendered.recoverableErrors).toEqual([]);
  });

  it('opens the draft’s step when nothing was typed before hydration', async () => {
    const storage = memoryStorage({
      [ORDER_DRAFT_KEY]: JSON.stringify({ version: 1, step: 'shippingPayment', values: czechDelivery }),
    });
    const ui = czechForm({ submit: async () => acceptedOrder, draftStorage: storage });
    hydrate(serve(ui), ui);
    await expect.element(page.getByRole('radiogroup', { name: 'Způsob doručení' })).toBeVisible();
  });
});

describe('typedBeforeHydration', () => {
  function formWith(html: string): HTMLFormElement {
    const form = document.createElement('form');
    form.innerHTML = html;
    return form;
  }

  it('returns the non-empty text inputs that differ from the values', () => {
    const form = formWith(`
      <input name="firstName" value="Květa">
      <input name="lastName" value="">
      <input name="city" value="Praha 10">
      <input name="email" type="email" value="kveta@seznam.cz">
      <input name="zip" type="hidden" value="100 00">
      <input name="paymentFrequency" type="radio" value="monthly" checked>
      <input name="nickname" value="Kiki">
    `);
    const values = { ...emptyOrderFormValues, lastName: 'Nováková', city: 'Praha 10' };
    expect(typedBeforeHydration(form, values)).toEqual({ firstName: 'Květa', email: 'kveta@seznam.cz' });
  });

  it('finds nothing in a form without inputs', () => {
    expect(typedBeforeHydration(formWith('<p>Vaše uložené údaje</p>'), emptyOrderFormValues)).toEqual({});
  });
});
