import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { czechDelivery } from '../core/test/orderFixtures';
import { renderOrderForm } from './test/renderOrderForm';

/** Whether step 2's chunk can be fetched; a missing file makes its dynamic import reject. */
const network = vi.hoisted(() => ({ stepTwoReachable: false }));

vi.mock('./lazySteps', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./lazySteps')>();
  const { preloadable } = await import('./preloadable');
  return {
    ...actual,
    shippingPaymentStep: preloadable(() =>
      network.stepTwoReachable
        ? import('./ShippingPaymentStep').then((module) => module.ShippingPaymentStep)
        : import(/* @vite-ignore */ `${location.origin}/assets/ShippingPaymentStep-gone.js`),
    ),
  };
});

afterEach(() => {
  cleanup();
});

// The chunk stays loaded once it has arrived, so the retry that fetches it comes last.
describe('a step whose code fails to load', () => {
  it('leaves the message behind when the shopper goes back to step 1', async () => {
    network.stepTwoReachable = false;
    await renderOrderForm({ initialValues: czechDelivery });
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat k doručení' }));
    await expect.element(page.getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Zpět' }));
    await expect.element(page.getByRole('textbox', { name: 'Jméno', exact: true })).toBeVisible();
    expect(page.getByRole('alert').query()).toBeNull();
  });

  it('says so with the support address and loads it again on retry', async () => {
    network.stepTwoReachable = false;
    await renderOrderForm({ initialValues: czechDelivery });
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat k doručení' }));

    const alert = page.getByRole('alert');
    await expect
      .element(alert)
      .toHaveTextContent(
        'Objednávkový formulář se nepodařilo načíst. Zkuste prosím obnovit stránku nebo nás kontaktujte na info@nordlys.cz.',
      );
    expect(page.getByText('Načítám další krok objednávky…').query()).toBeNull();

    network.stepTwoReachable = true;
    await userEvent.click(page.getByRole('button', { name: 'Zkusit znovu' }));
    await expect.element(page.getByRole('radio', { name: /Česká pošta – Balík Do ruky/ })).toBeVisible();
    expect(page.getByRole('alert').query()).toBeNull();
    await expect.element(page.getByRole('heading', { name: 'Doprava a platba', level: 2 })).toHaveFocus();
  });
});
