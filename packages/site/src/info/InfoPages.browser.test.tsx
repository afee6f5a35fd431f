import { CONSENT_OPEN_EVENT } from '@shop/contracts/browser';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { siteFixture } from '../test/websites';
import { CookiesPage } from './CookiesPage';
import { cookieProvidersFixture } from './cookieListFixture';
import { cookieListOf } from './cookieProviderList';
import { InfoHubPage } from './InfoHubPage';
import { PersonalDataPage } from './PersonalDataPage';
import { RemarketingOptOutPage } from './RemarketingOptOutPage';

const providers = cookieListOf(cookieProvidersFixture);

// On the site a page's texts load with its code; here they load before the pages render.
beforeAll(async () => {
  const namespaces = ['infoFrame', 'infoHub', 'infoCookies', 'infoPersonalData', 'infoRemarketing'] as const;
  await Promise.all(
    (['sk', 'cs'] as const).flatMap((locale) =>
      namespaces.map((namespace) => siteFixture(locale).lazyMessages.load(namespace)),
    ),
  );
});

async function expectConsentRequest(buttonName: string) {
  const listener = vi.fn();
  window.addEventListener(CONSENT_OPEN_EVENT, listener);
  try {
    await userEvent.click(page.getByRole('button', { name: buttonName }));
    expect(listener).toHaveBeenCalledTimes(1);
  } finally {
    window.removeEventListener(CONSENT_OPEN_EVENT, listener);
  }
}

describe('CookiesPage', () => {
  it('lists the cookies of each provider with their details', async () => {
    render(
      <RouterHarness locale="sk" path="/cookies">
        <CookiesPage providers={providers} />
      </RouterHarness>,
    );
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Zásady používania cookies' }))
      .toBeVisible();
    const google = page.getByRole('region', { name: 'Google Ireland Limited' });
    await expect.element(google).toBeVisible();
    await expect
      .element(google.getByRole('link', { name: 'informácie o spracúvaní cookies' }))
      .toHaveAttribute('href', 'https://policies.google.com/privacy');
    await expect.element(google.getByText('_ga')).toBeVisible();
    await expect.element(google.getByRole('heading', { level: 4 })).toHaveTextContent(/ – Štatistické$/);
    await expect.element(google.getByRole('definition').filter({ hasText: /^Štatistické$/ })).toBeVisible();
    await expect.element(google.getByText('2 roky')).toBeVisible();
    const own = page.getByRole('region', { name: 'Nordlys Pharma s.r.o.' });
    await expect.element(own.getByText('táto funkcionalita neukladá cookies')).toBeVisible();
    // A category whose name holds brackets is not bracketed again.
    await expect
      .element(
        own
          .getByRole('heading', { level: 4 })
          .filter({ hasText: /Technické/ })
          .first(),
      )
      .toHaveTextContent(/ – Technické \(nevyhnutné\)$/);
    expect(document.body.textContent).not.toMatch(/\(\(|\)\)/);
    expect(page.getByRole('alert').elements()).toEqual([]);
  });

  it('asks the consent UI to open its settings', async () => {
    render(
      <RouterHarness locale="cs" path="/cookies">
        <CookiesPage providers={providers} />
      </RouterHarness>,
    );
    await expectConsentRequest('Otevřít nastavení cookies');
  });

  it('shows the error block in place of a list that failed to load', async () => {
    render(
      <RouterHarness locale="cs" path="/cookies">
        <CookiesPage providers={null} />
      </RouterHarness>,
    );
    const alert = page.getByRole('alert');
    await expect.element(alert.getByRole('heading', { name: 'Došlo k chybě' })).toBeVisible();
    await expect.element(alert).toHaveTextContent('info@nordlys.cz');
    await expect
      .element(page.getByRole('heading', { name: 'Jak cookies smazat v prohlížeči' }))
      .toBeVisible();
  });
});

describe('InfoHubPage', () => {
  it('leads to every page on cookies and personal data', async () => {
    render(
      <RouterHarness locale="cs" path="/cookies-osobni-udaje">
        <InfoHubPage />
      </RouterHarness>,
    );
    const region = page.getByRole('region', { name: 'Podrobné informace' });
    await expect.element(region).toBeVisible();
    const links = region.getByRole('link');
    expect(links.elements().map((link) => link.getAttribute('href'))).toEqual([
      '/cookies',
      '/osobni-udaje',
      '/podmienky/personal-data',
      '/podmienky/cookies',
      '/heureka-souhlas',
      '/bez-remarketingu',
    ]);
    await expectConsentRequest('Otevřít nastavení cookies');
  });

  it('opens the cookie settings from the keyboard too', async () => {
    render(
      <RouterHarness locale="sk" path="/cookies-osobne-udaje">
        <InfoHubPage />
      </RouterHarness>,
    );
    const button = page.getByRole('button', { name: 'Otvoriť nastavenia cookies' });
    await expect.element(button).toBeVisible();
    const listener = vi.fn();
    window.addEventListener(CONSENT_OPEN_EVENT, listener);
    try {
      (button.element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(CONSENT_OPEN_EVENT, listener);
    }
  });
});

describe('PersonalDataPage', () => {
  it('names the controller, the authority and marks the page in the navigation', async () => {
    render(
      <RouterHarness locale="sk" path="/osobne-udaje">
        <PersonalDataPage />
      </RouterHarness>,
    );
    await expect
      .element(
        page.getByText('Prevádzkovateľom vašich osobných údajov je Nordlys Pharma s.r.o., IČO 51 234 567', {
          exact: false,
        }),
      )
      .toBeVisible();
    await expect
      .element(page.getByText('Úrad na ochranu osobných údajov Slovenskej republiky', { exact: false }))
      .toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Cookies a osobné údaje' });
    await expect
      .element(nav.getByRole('link', { name: 'Ochrana osobných údajov' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(nav.getByRole('link', { name: 'Zásady používania cookies' }))
      .not.toHaveAttribute('aria-current');
  });
});

describe('RemarketingOptOutPage', () => {
  it('opens the cookie settings and names the ad settings as plain text', async () => {
    render(
      <RouterHarness locale="sk" path="/bez-remarketingu">
        <RemarketingOptOutPage />
      </RouterHarness>,
    );
    await expect.element(page.getByText('Google: adssettings.google.com')).toBeVisible();
    expect(page.getByRole('link', { name: /adssettings/ }).elements()).toEqual([]);
    await expectConsentRequest('Otvoriť nastavenia cookies');
  });
});
