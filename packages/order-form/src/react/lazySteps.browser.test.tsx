import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { czechDelivery } from '../core/test/orderFixtures';
import { renderOrderForm } from './test/renderOrderForm';

afterEach(() => {
  cleanup();
});

/** Whether the browser has fetched a module of this package, judged by its file name. */
function fetched(file: string): boolean {
  return performance
    .getEntriesByType('resource')
    .some((entry) => new URL(entry.name).pathname.endsWith(`/src/react/${file}`));
}

// The first test of the file sees a fresh module graph: nothing of steps 2 and 3 is loaded yet.
describe('lazy steps', () => {
  it('fetches step 2 once step 1 is in use, and step 3 and the picker only from step 2', async () => {
    await renderOrderForm({
      initialValues: { ...czechDelivery, shippingMethod: 'ppl-pickup', paymentMethod: 'card' },
    });
    const firstName = page.getByRole('textbox', { name: 'Jméno', exact: true });
    await expect.element(firstName).toBeVisible();
    expect(fetched('SummaryStep.tsx')).toBe(false);
    expect(fetched('PickupPointField.tsx')).toBe(false);

    await userEvent.click(firstName);
    await vi.waitFor(() => expect(fetched('ShippingPaymentStep.tsx')).toBe(true));
    expect(fetched('SummaryStep.tsx')).toBe(false);
    expect(fetched('PickupPointField.tsx')).toBe(false);

    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('heading', { name: 'Doprava a platba', level: 2 })).toHaveFocus();
    await expect.element(page.getByRole('searchbox', { name: 'Hledat výdejní místo' })).toBeVisible();
    await vi.waitFor(() => expect(fetched('SummaryStep.tsx')).toBe(true));
    expect(fetched('PickupPointField.tsx')).toBe(true);
  });

  it('moves focus to the heading of each step once it has loaded', async () => {
    await renderOrderForm({
      initialValues: { ...czechDelivery, shippingMethod: 'post-address', paymentMethod: 'card' },
    });
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat k doručení' }));
    await expect.element(page.getByRole('heading', { name: 'Doprava a platba', level: 2 })).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    await expect.element(page.getByRole('heading', { name: 'Shrnutí objednávky', level: 2 })).toHaveFocus();
    await expect.element(page.getByRole('table', { name: 'Položky objednávky' })).toBeVisible();
  });
});
