import type { APIRequestContext } from '@playwright/test';
import { axeResultsOfSettledPage } from '../axe';
import { expect, test } from '../fixtures';

const people = {
  sk: {
    firstName: 'Ján',
    lastName: 'Platobný',
    company: 'Nordlys Pharma s.r.o.',
    street: 'Mlynské nivy',
    houseNumber: '12',
    city: 'Bratislava',
    zip: '821 09',
    phone: '901 555 010',
    email: 'platba.e2e@azet.sk',
    birthDate: '1990-02-01',
  },
  cz: {
    firstName: 'Jana',
    lastName: 'Platební',
    company: 'Nordlys Pharma CZ s.r.o.',
    street: 'Vinohradská',
    houseNumber: '1511/230',
    city: 'Praha 10',
    zip: '100 00',
    phone: '601 555 010',
    email: 'platba.e2e@seznam.cz',
    birthDate: '1990-02-01',
  },
};

async function cardOrder(request: APIRequestContext, site: 'sk' | 'cz') {
  const response = await request.post('/api/orders', {
    headers: {
      'Idempotency-Key': `e2e-gateway-${site}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: {
      offer: 'single',
      ...people[site],
      shippingMethod: 'post-address',
      paymentMethod: 'card',
      agreement: true,
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as {
    status: string;
    orderId: string;
    orderNumber: string;
    paymentUrl: string;
  };
  expect(body.status).toBe('payment-required');
  return body;
}

test.describe('card payment through the GoPay emulator', () => {
  test('its page is labelled, in the site language, accessible, and pays by keyboard', async ({
    page,
    request,
    site,
    pageIssues,
  }) => {
    // The page after the gateway belongs to the order pages; only the redirect is checked here.
    pageIssues.allow(/the server responded with a status of 404/);
    pageIssues.allow(/Page Not Found: /);
    const order = await cardOrder(request, site);
    const response = await page.goto(order.paymentUrl);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', site === 'sk' ? 'sk' : 'cs');
    await expect(page).toHaveURL(/\/gw\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      site === 'sk'
        ? 'Emulátor GoPay – nejde o skutočnú platbu'
        : 'Emulátor GoPay – nejde o skutečnou platbu',
    );
    await expect(page.getByText('GoPay emulator – not a real payment')).toBeVisible();
    await expect(page.getByText(order.orderNumber)).toBeVisible();
    const results = await axeResultsOfSettledPage(page);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    const pay = page.getByRole('button', { name: site === 'sk' ? /^Zaplatiť/ : /^Zaplatit/ });
    await pay.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dakujeme-za-objednavku\\?order=${order.orderId}$`));
  });

  test('leaving the payment pending lands on the pending page', async ({
    page,
    request,
    site,
    pageIssues,
  }) => {
    pageIssues.allow(/the server responded with a status of 404/);
    pageIssues.allow(/Page Not Found: /);
    const order = await cardOrder(request, site);
    await page.goto(order.paymentUrl);
    await page
      .getByRole('button', { name: site === 'sk' ? 'Nechať platbu čakať' : 'Nechat platbu čekat' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/platba-ceka\\?order=${order.orderId}$`));
  });

  test('works without JavaScript: cancelling lands on the cancelled-payment page', async ({
    browser,
    request,
    site,
    baseURL,
  }) => {
    const order = await cardOrder(request, site);
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto(order.paymentUrl);
      await page.getByRole('button', { name: site === 'sk' ? 'Zrušiť platbu' : 'Zrušit platbu' }).click();
      await expect(page).toHaveURL(new RegExp(`/platba-zrusena\\?order=${order.orderId}$`));
    } finally {
      await context.close();
    }
  });
});
