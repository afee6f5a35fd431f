import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
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

describe('OrderFormSection', () => {
  it('shows a returning customer’s saved data once the API knows them', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/customer' ? jsonResponse(customer) : new Response(null, { status: 404 }),
    );
    render(
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
    render(
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
});
