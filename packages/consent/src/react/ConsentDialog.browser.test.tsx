import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CONSENT_STORAGE_KEY, type ConsentRecord } from '../index';
import { ConsentBar } from './ConsentBar';
import { ConsentDialog } from './ConsentDialog';
import { createFixtureStore } from './fixtures/fixtureStore';
import { fixtureProviders } from './fixtures/providers';
import { fixtureTexts } from './fixtures/texts';
import { renderConsent } from './test/renderConsent';

interface HarnessProps {
  loadInfo: () => Promise<string>;
}

function Harness({ loadInfo }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ConsentBar onOpenDetails={() => setOpen(true)} />
      <ConsentDialog
        isOpen={open}
        onOpenChange={setOpen}
        loadInfo={loadInfo}
        contactEmail="info@nordlys.cz"
        texts={fixtureTexts.cs.dialog}
      />
    </>
  );
}

function setup({
  loadInfo = () => Promise.resolve('<h3>Co jsou cookies</h3><p>Malé soubory.</p>'),
  record,
  gpc,
  cookies,
}: {
  loadInfo?: () => Promise<string>;
  record?: ConsentRecord;
  gpc?: boolean;
  cookies?: Record<string, string>;
} = {}) {
  const fixture = createFixtureStore({ providers: fixtureProviders('cs'), record, gpc, cookies });
  renderConsent(<Harness loadInfo={loadInfo} />, fixture.store);
  const stored = () => JSON.parse(fixture.storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
  return { ...fixture, stored };
}

const dialog = () => page.getByRole('dialog', { name: 'Nastavení cookies' });

/** A visitor who accepted everything on an earlier page. */
const acceptedAll = (): ConsentRecord => ({
  setting: Object.fromEntries(
    fixtureProviders('cs')
      .flatMap((provider) => provider.scripts)
      .map((script) => [script.slug, true]),
  ),
  savedAt: 1,
  ids: [],
});

async function openDialog() {
  await userEvent.click(page.getByRole('button', { name: 'Nastavení', exact: true }));
  await userEvent.click(page.getByRole('button', { name: 'Podrobné nastavení' }));
  await expect.element(dialog()).toBeVisible();
}

describe('ConsentDialog', () => {
  it('opens from Detailed settings as a labelled modal and closes on Escape, focus back in the bar', async () => {
    setup();
    await openDialog();
    await expect.element(page.getByRole('tab', { name: 'Souhlas' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Podrobné nastavení' })).toHaveFocus();
  });

  it('closes with its close button, named by the dialog texts', async () => {
    setup();
    await openDialog();
    await userEvent.click(dialog().getByRole('button', { name: 'Zavřít' }));
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    setup();
    await openDialog();
    const element = dialog().element();
    for (let step = 0; step < 25; step += 1) {
      await userEvent.tab();
      expect(element.contains(document.activeElement)).toBe(true);
    }
  });

  it('a provider toggle sets all its scripts; the technical provider is checked and disabled', async () => {
    const { stored } = setup();
    await openDialog();
    const technical = page.getByRole('checkbox', { name: 'Nordlys Pharma' });
    await expect.element(technical).toBeChecked();
    await expect.element(technical).toBeDisabled();
    await userEvent.click(page.getByText('Google', { exact: true }));
    await expect.element(page.getByRole('checkbox', { name: 'Google', exact: true })).toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Podrobnosti – Google' }));
    await expect.element(page.getByRole('checkbox', { name: 'Google Analytics' })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'Google Ads' })).toBeChecked();
    await userEvent.click(dialog().getByRole('button', { name: 'Přijmout vybrané' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(stored().setting).toMatchObject({
      web: true,
      ga: true,
      'google-remarketing': true,
      'facebook-pixel': false,
    });
  });

  it('one script off unchecks its provider', async () => {
    setup();
    await openDialog();
    await userEvent.click(page.getByText('Google', { exact: true }));
    await userEvent.click(page.getByRole('button', { name: 'Podrobnosti – Google' }));
    await userEvent.click(page.getByText('Google Ads', { exact: true }));
    await expect.element(page.getByRole('checkbox', { name: 'Google', exact: true })).not.toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'Google Analytics' })).toBeChecked();
  });

  it('lists each script’s cookies with their details, the processing link, and scripts without cookies', async () => {
    setup();
    await openDialog();
    await userEvent.click(page.getByRole('button', { name: 'Podrobnosti – Microsoft' }));
    const clarity = page.getByRole('listitem').filter({ hasText: '_clsk' }).last();
    await expect.element(clarity).toHaveTextContent(/Expirace\s*1 den/);
    await expect.element(page.getByText('Spojuje zobrazení stránek do jedné nahrávky.')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'informace o zpracování cookies' }))
      .toHaveAttribute('href', 'https://privacy.microsoft.com/privacystatement');
    await userEvent.click(page.getByRole('button', { name: 'Podrobnosti – Smartsupp' }));
    await expect.element(page.getByText('tato funkcionalita neukládá cookies')).toBeVisible();
  });

  it('only necessary cookies, reopened over an earlier accept all, does what deny does and closes', async () => {
    const { stored, store, jar } = setup({
      record: acceptedAll(),
      cookies: { _ga: 'GA1.1', _ga_ABC123: 'GS1.1', returnTo: '/' },
    });
    // The reopening the site's footer button asks for.
    store.open();
    await openDialog();
    await userEvent.click(dialog().getByRole('button', { name: 'Pouze nezbytné cookies' }));
    await expect.element(page.getByText('Nastavení cookies uloženo.')).toBeVisible();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('region', { name: 'Souhlas s cookies' })).not.toBeInTheDocument();
    expect(stored().setting).toEqual({});
    expect(jar.names()).toEqual([]);
  });

  it('accept selected with a category unticked expires that category’s cookies and keeps the rest', async () => {
    const { stored, store, jar } = setup({
      record: acceptedAll(),
      cookies: { _ga: 'GA1.1', _fbp: 'fb.1', returnTo: '/' },
    });
    store.open();
    await openDialog();
    await userEvent.click(page.getByText('Google', { exact: true }));
    await expect.element(page.getByRole('checkbox', { name: 'Google', exact: true })).not.toBeChecked();
    await userEvent.click(dialog().getByRole('button', { name: 'Přijmout vybrané' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(stored().setting).toMatchObject({
      ga: false,
      'google-remarketing': false,
      'facebook-pixel': true,
    });
    expect(jar.names()).toEqual(['_fbp', 'returnTo']);
  });

  it('accept all saves every script and closes the dialog and the bar', async () => {
    const { stored } = setup();
    await openDialog();
    await userEvent.click(dialog().getByRole('button', { name: 'Přijmout vše' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(page.getByRole('region', { name: 'Souhlas s cookies' })).not.toBeInTheDocument();
    expect(stored().setting).toMatchObject({ web: true, ga: true, 'facebook-pixel': true, smartsupp: true });
  });

  it('the info tab shows the sanitised text after a spinner', async () => {
    let resolve: (html: string) => void = () => {};
    setup({ loadInfo: () => new Promise((done) => (resolve = done)) });
    await openDialog();
    await userEvent.click(page.getByRole('tab', { name: 'Informace o cookies' }));
    await expect.element(page.getByRole('progressbar', { name: 'Načítá se…' })).toBeVisible();
    resolve(
      '<h3>Co jsou cookies</h3><img src="x" onerror="window.__consentXss = true"><script>window.__consentXss = true</script>',
    );
    await expect.element(page.getByRole('heading', { name: 'Co jsou cookies' })).toBeVisible();
    expect(dialog().element().querySelector('script, [onerror]')).toBeNull();
    expect((window as { __consentXss?: boolean }).__consentXss).toBeUndefined();
  });

  it('the info tab shows the conditions error block when loading fails', async () => {
    setup({ loadInfo: () => Promise.reject(new Error('HTTP 500')) });
    await openDialog();
    await userEvent.click(page.getByRole('tab', { name: 'Informace o cookies' }));
    const alert = page.getByRole('alert');
    await expect.element(alert.getByRole('heading', { name: 'Došlo k chybě' })).toBeVisible();
    await expect
      .element(alert.getByRole('link', { name: 'info@nordlys.cz' }))
      .toHaveAttribute('href', 'mailto:info@nordlys.cz');
  });

  it('says why marketing is off under GPC and names scripts added since the last choice', async () => {
    setup({ gpc: true, record: { setting: { ga: true }, savedAt: 1, ids: [], offered: ['web', 'ga'] } });
    await openDialog();
    await expect.element(dialog().getByText(/Global Privacy Control/)).toBeVisible();
    await expect.element(dialog().getByText(/přibyly služby/)).toBeVisible();
    await expect
      .element(dialog().getByRole('listitem').filter({ hasText: 'Meta Pixel' }).first())
      .toBeVisible();
    await expect.element(page.getByRole('checkbox', { name: 'Meta Platforms' })).toBeDisabled();
    await expect.element(page.getByRole('checkbox', { name: 'Meta Platforms' })).not.toBeChecked();
  });
});
