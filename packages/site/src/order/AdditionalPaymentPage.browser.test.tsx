import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { AdditionalPaymentPage } from './AdditionalPaymentPage';
import { jsonResponse, PAYMENT_ORDER_ID, paymentFixture } from './test/orderFixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage(goToGateway = vi.fn(), payment = paymentFixture()) {
  render(
    <RouterHarness locale="sk">
      <AdditionalPaymentPage payment={payment} goToGateway={goToGateway} />
    </RouterHarness>,
  );
  return goToGateway;
}

describe('AdditionalPaymentPage', () => {
  it('starts a new payment of the order and sends the browser to the gateway', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        jsonResponse({ paymentId: 'p-2', paymentUrl: 'https://gw.sandbox.gopay.com/gw/v3/2' }, 201),
      );
    const goToGateway = renderPage();
    await expect.element(page.getByText(/Objednávku číslo SK-0000042/)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Zaplatiť kartou' }));
    await vi.waitFor(() => expect(goToGateway).toHaveBeenCalledWith('https://gw.sandbox.gopay.com/gw/v3/2'));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/orders/${PAYMENT_ORDER_ID}/payment`);
    expect(init.method).toBe('POST');
  });

  it('says the order is paid when the API answers that it already is', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ error: 'order_paid' }, 409));
    const goToGateway = renderPage();
    await userEvent.click(page.getByRole('button', { name: 'Zaplatiť kartou' }));
    await expect.element(page.getByRole('heading', { name: 'Objednávka je zaplatená' })).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent(/už máte zaplatenú/);
    expect(goToGateway).not.toHaveBeenCalled();
  });

  it('tells an order paid with part of it given back so, with nothing to pay', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderPage(vi.fn(), paymentFixture({ state: 'partly-refunded', payable: false }));
    await expect
      .element(page.getByRole('heading', { name: 'Objednávka je zaplatená, časť platby bola vrátená' }))
      .toBeVisible();
    await expect
      .element(page.getByText(/SK-0000042 máte zaplatenú a časť platby sme vám vrátili/))
      .toBeVisible();
    expect(page.getByRole('button').elements()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reports a failed start with the support address and lets the customer try again', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ error: 'internal' }, 500));
    renderPage();
    await userEvent.click(page.getByRole('button', { name: 'Zaplatiť kartou' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent(/info@nordlys\.sk/);
    await userEvent.click(page.getByRole('button', { name: 'Zaplatiť kartou' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });
});
