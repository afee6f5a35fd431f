import { decode } from 'bysquare/pay';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { renderSettled } from '../test/renderSettled';
import { BankTransferDetails } from './BankTransferDetails';
import { czBankTransfer, skBankTransfer } from './test/bankTransferFixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

const nbsp = /\u00a0/g;

/** What a phone pointed at the screen reads: a screenshot of the drawn QR code, scanned. */
async function scanQrCode(name: RegExp): Promise<string> {
  const qr = page.getByRole('img', { name });
  await expect.element(qr).toBeVisible();
  const png = await page.screenshot({ element: qr, save: false });
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  const code = jsQR(data, width, height);
  if (!code) throw new Error('no QR code found in the screenshot');
  return code.data;
}

function details(): Array<[string, string]> {
  const terms = document.querySelectorAll('dt');
  return [...terms].map((term) => [
    term.textContent ?? '',
    (term.nextElementSibling?.querySelector('.site-BankTransfer-value')?.textContent ?? '').replace(
      nbsp,
      ' ',
    ),
  ]);
}

describe('BankTransferDetails', () => {
  it('lists what a Slovak shopper types into a payment order', async () => {
    await renderSettled(
      <RouterHarness locale="sk">
        <BankTransferDetails instructions={skBankTransfer()} />
      </RouterHarness>,
    );
    await expect.element(page.getByRole('heading', { name: 'Platobné údaje' })).toBeVisible();
    expect(details()).toEqual([
      ['Príjemca', 'Nordlys Pharma s.r.o.'],
      ['IBAN', 'SK47 1100 0000 0026 1487 0368'],
      ['BIC (SWIFT)', 'TATRSKBX'],
      ['Banka', 'Tatra banka, a.s.'],
      ['Suma', '59,88 €'],
      ['Variabilný symbol', '123'],
      ['Splatnosť', '15.1.2025'],
    ]);
    await expect.element(page.getByText(/Pošlite prosím 59,88\s€ .* do 15\.1\.2025/)).toBeVisible();
  });

  it('gives a Czech shopper the domestic account number too', async () => {
    await renderSettled(
      <RouterHarness locale="cs">
        <BankTransferDetails instructions={czBankTransfer()} />
      </RouterHarness>,
    );
    await expect.element(page.getByRole('heading', { name: 'Platební údaje' })).toBeVisible();
    expect(details()).toEqual([
      ['Příjemce', 'Nordlys Pharma CZ s.r.o.'],
      ['Číslo účtu', '19-4019273859/0300'],
      ['IBAN', 'CZ88 0300 0000 1940 1927 3859'],
      ['BIC (SWIFT)', 'CEKOCZPP'],
      ['Banka', 'Československá obchodní banka, a. s.'],
      ['Částka', '5 988 Kč'],
      ['Variabilní symbol', '4567'],
      ['Splatnost', '15.1.2025'],
    ]);
  });

  it('copies a value as a bank form takes it and says so', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await renderSettled(
      <RouterHarness locale="sk">
        <BankTransferDetails instructions={skBankTransfer()} />
      </RouterHarness>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Kopírovať: IBAN' }));
    expect(writeText).toHaveBeenLastCalledWith('SK4711000000002614870368');
    await expect.element(page.getByRole('status')).toHaveTextContent('Skopírované: IBAN');
    await userEvent.click(page.getByRole('button', { name: 'Kopírovať: Suma' }));
    expect(writeText).toHaveBeenLastCalledWith('59,88');
    await expect.element(page.getByRole('status')).toHaveTextContent('Skopírované: Suma');
    // The due date and the bank's name are read, not typed.
    expect(page.getByRole('button', { name: 'Kopírovať: Splatnosť' }).query()).toBeNull();
  });

  it('asks the shopper to copy by hand when the browser refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await renderSettled(
      <RouterHarness locale="cs">
        <BankTransferDetails instructions={czBankTransfer()} />
      </RouterHarness>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Kopírovat: Variabilní symbol' }));
    await expect.element(page.getByRole('status')).toHaveTextContent('Kopírování se nepodařilo.');
  });

  it('draws a QR Platba code that a Czech banking app reads as the same payment', async () => {
    await renderSettled(
      <RouterHarness locale="cs">
        <BankTransferDetails instructions={czBankTransfer()} />
      </RouterHarness>,
    );
    await expect.element(page.getByText(/V mobilní aplikaci své banky zvolte platbu QR kódem/)).toBeVisible();
    const scanned = await scanQrCode(/^QR kód pro platbu: 5\s988\sKč, variabilní symbol 4567$/);
    const fields = Object.fromEntries(scanned.split('*').map((field) => field.split(/:(.*)/s).slice(0, 2)));
    expect(fields).toMatchObject({
      ACC: 'CZ8803000000194019273859+CEKOCZPP',
      AM: '5988.00',
      CC: 'CZK',
      'X-VS': '4567',
    });
  });

  it('draws a PAY by square code that a Slovak banking app reads as the same payment', async () => {
    await renderSettled(
      <RouterHarness locale="sk">
        <BankTransferDetails instructions={skBankTransfer()} />
      </RouterHarness>,
    );
    const scanned = await scanQrCode(/^QR kód na platbu: 59,88\s€, variabilný symbol 123$/);
    expect(decode(scanned).payments[0]).toMatchObject({
      amount: 59.88,
      currencyCode: 'EUR',
      variableSymbol: '123',
      bankAccounts: [{ iban: 'SK4711000000002614870368' }],
    });
  });
});
