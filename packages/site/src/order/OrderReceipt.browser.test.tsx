import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { OrderReceipt } from './OrderReceipt';
import { czYearlyByTransfer, skFreeTrialReceipt, skReceipt } from './test/receiptFixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const shown = (receipt = skReceipt()) => ({ kind: 'shown' as const, receipt });

describe('OrderReceipt', () => {
  it('shows the order number, the lines, the total and, paid after delivery, the 14-day term', async () => {
    render(
      <RouterHarness locale="sk">
        <OrderReceipt state={shown()} />
      </RouterHarness>,
    );
    const receipt = page.getByRole('region', { name: 'Vaša objednávka' });
    await expect.element(receipt.getByText('SK-0000123', { exact: true })).toBeVisible();
    await expect.element(receipt.getByText('Nordlys Omega-3 + D3 + K2, 30 kapsúl')).toBeVisible();
    await expect.element(receipt.getByText('30,30 €').first()).toBeVisible();
    await expect
      .element(receipt.getByText(/Zaplatíte po doručení: .* 30,30\s€ .* do 14 dní\./))
      .toBeVisible();
  });

  it('tells a free trial that nothing is to be paid, with no payment term', async () => {
    render(
      <RouterHarness locale="sk">
        <OrderReceipt state={shown(skFreeTrialReceipt())} />
      </RouterHarness>,
    );
    await expect.element(page.getByText('Za túto objednávku nič neplatíte.')).toBeVisible();
    expect(page.getByText(/14 dní/).query()).toBeNull();
  });

  it('gives a yearly pack paid by transfer the account, the first instalment and its QR code', async () => {
    render(
      <RouterHarness locale="cs">
        <OrderReceipt state={shown(czYearlyByTransfer())} />
      </RouterHarness>,
    );
    await expect.element(page.getByText('19-4019273859/0300')).toBeVisible();
    await expect.element(page.getByText('Částka 499 Kč je první z 12 měsíčních splátek.')).toBeVisible();
    await expect.element(page.getByRole('img', { name: /499 Kč, variabilní symbol 4567/ })).toBeVisible();
    await expect.element(page.getByText('Měsíční splátka (12×)')).toBeVisible();
  });

  it('offers an unpaid card order a button with the amount that starts a new payment', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ error: 'order_paid' }, { status: 409 }));
    render(
      <RouterHarness locale="sk">
        <OrderReceipt
          state={shown(
            skReceipt({
              paymentMethod: 'card',
              cardPayment: 'unpaid',
              totals: { ...skReceipt().totals, payment: 0, total: 2880, dueNow: 2880 },
            }),
          )}
        />
      </RouterHarness>,
    );
    await expect
      .element(page.getByText('Objednávka zatiaľ nie je zaplatená. Zaplatiť ju môžete kartou online:'))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Zaplatiť kartou 28,80 €' }));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([input]) => String(input))).toContain(
        '/api/orders/0b7e1c2a-4f5d-4e6f-8a9b-1c2d3e4f5a6b/payment',
      ),
    );
    // Paid meanwhile (the API's 409): the page says so instead of sending the shopper away.
    await expect.element(page.getByText('Platbu kartou 28,80 € sme prijali. Ďakujeme.')).toBeVisible();
  });

  it('tells a card payment given back in part as received with part returned, with no pay button', async () => {
    render(
      <RouterHarness locale="cs">
        <OrderReceipt state={shown(skReceipt({ paymentMethod: 'card', cardPayment: 'partly-refunded' }))} />
      </RouterHarness>,
    );
    await expect
      .element(page.getByText(/^Platbu kartou .* jsme přijali, část z ní jsme vám vrátili na kartu\.$/))
      .toBeVisible();
    expect(page.getByRole('button').elements()).toEqual([]);
  });

  it('says when a card payment is received, and when the order cannot be shown', async () => {
    render(
      <RouterHarness locale="cs">
        <OrderReceipt state={shown(skReceipt({ paymentMethod: 'card', cardPayment: 'paid' }))} />
        <OrderReceipt state={{ kind: 'none' }} />
      </RouterHarness>,
    );
    await expect.element(page.getByText(/Platbu kartou .* jsme přijali/)).toBeVisible();
    await expect.element(page.getByText(/Údaje objednávky už zde nelze zobrazit/)).toBeVisible();
  });
});
