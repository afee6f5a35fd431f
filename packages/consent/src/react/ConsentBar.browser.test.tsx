import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  CONSENT_BAR_SIZE_PROPERTY,
  CONSENT_STORAGE_KEY,
  CONSENT_STORED_ATTRIBUTE,
  consentStoredInlineScript,
  mergeTexts,
} from '../index';
import { ConsentBar } from './ConsentBar';
import { ConsentProvider } from './ConsentProvider';
import { createFixtureStore } from './fixtures/fixtureStore';
import { fixtureProviders } from './fixtures/providers';
import { fixtureTexts, polishBarTexts } from './fixtures/texts';
import { renderConsent } from './test/renderConsent';

function setup(onOpenDetails = () => {}) {
  const fixture = createFixtureStore({
    providers: fixtureProviders('cs'),
    cookies: { _ga: 'GA1.1', returnTo: '/' },
  });
  const rendered = renderConsent(<ConsentBar onOpenDetails={onOpenDetails} />, fixture.store);
  const stored = () => JSON.parse(fixture.storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
  return { ...fixture, ...rendered, stored };
}

const bar = () => page.getByRole('region', { name: 'Souhlas s cookies' });

describe('ConsentBar', () => {
  it('is a labelled region fixed to the bottom of the viewport, out of the page flow', async () => {
    setup();
    await expect.element(bar()).toBeVisible();
    await expect.element(bar()).toHaveTextContent(/Tento web používá soubory cookies/);
    const element = bar().element() as HTMLElement;
    expect(getComputedStyle(element).position).toBe('fixed');
    expect(Math.round(element.getBoundingClientRect().bottom)).toBe(window.innerHeight);
  });

  it('accept all saves every script and hides the bar', async () => {
    const { stored } = setup();
    await userEvent.click(page.getByRole('button', { name: 'Přijmout všechny cookies' }));
    await expect.element(bar()).not.toBeInTheDocument();
    expect(stored().setting).toMatchObject({ web: true, ga: true, 'facebook-pixel': true, smartsupp: true });
  });

  it('deny saves an empty setting, wipes cookies and shows the success toast', async () => {
    const { stored, jar } = setup();
    await userEvent.click(page.getByRole('button', { name: 'Odmítnout' }));
    await expect.element(page.getByText('Nastavení cookies uloženo.')).toBeVisible();
    expect(stored().setting).toEqual({});
    expect(jar.names()).toEqual([]);
    await expect.element(bar()).not.toBeInTheDocument();
  });

  it('names the choice of each button in data-consent-action, in both views', async () => {
    setup();
    const actions = () =>
      [...(bar().element() as HTMLElement).querySelectorAll('button')].map((button) => [
        button.textContent,
        button.dataset.consentAction,
      ]);
    expect(actions()).toEqual([
      ['Odmítnout', 'deny'],
      ['Nastavení', 'settings'],
      ['Přijmout všechny cookies', 'accept-all'],
    ]);
    await userEvent.click(page.getByRole('button', { name: 'Nastavení' }));
    expect(actions().map(([, action]) => action)).toEqual([
      'accept-selected',
      'only-necessary',
      'details',
      'accept-all',
    ]);
  });

  it('settings mode offers the three categories with technical on and disabled, by keyboard', async () => {
    const { stored } = setup();
    await userEvent.click(page.getByRole('button', { name: 'Nastavení' }));
    const technical = page.getByRole('checkbox', { name: 'Technické (nezbytné)' });
    const statistics = page.getByRole('checkbox', { name: 'Statistické' });
    await expect.element(technical).toBeChecked();
    await expect.element(technical).toBeDisabled();
    await expect.element(statistics).toHaveFocus();
    await expect.element(statistics).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(statistics).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'Preferenční' })).not.toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'Marketingové' })).not.toBeChecked();
    await userEvent.click(page.getByRole('button', { name: 'Přijmout vybrané' }));
    expect(stored().setting).toEqual({
      web: true,
      ga: true,
      smartlook: true,
      clarity: true,
      'google-remarketing': false,
      'facebook-pixel': false,
      'seznam-retargeting': false,
      smartsupp: false,
    });
  });

  it('a category toggle sets that category only, and can be turned off again', async () => {
    const { stored } = setup();
    await userEvent.click(page.getByRole('button', { name: 'Nastavení' }));
    const marketing = page.getByRole('checkbox', { name: 'Marketingové' });
    await userEvent.click(page.getByText('Marketingové', { exact: true }));
    await expect.element(marketing).toBeChecked();
    await userEvent.click(page.getByText('Preferenční', { exact: true }));
    await userEvent.click(page.getByText('Preferenční', { exact: true }));
    await userEvent.click(page.getByRole('button', { name: 'Přijmout vybrané' }));
    expect(stored().setting).toMatchObject({
      'google-remarketing': true,
      'facebook-pixel': true,
      'seznam-retargeting': true,
      ga: false,
      smartsupp: false,
    });
  });

  it('only necessary cookies does what deny does: empty setting, cookies wiped, the success toast', async () => {
    const { stored, jar } = setup();
    await userEvent.click(page.getByRole('button', { name: 'Nastavení' }));
    await userEvent.click(page.getByRole('button', { name: 'Pouze nezbytné cookies' }));
    await expect.element(page.getByText('Nastavení cookies uloženo.')).toBeVisible();
    expect(stored().setting).toEqual({});
    expect(jar.names()).toEqual([]);
    await expect.element(bar()).not.toBeInTheDocument();
  });

  it('detailed settings asks for the dialog', async () => {
    const onOpenDetails = vi.fn();
    setup(onOpenDetails);
    await userEvent.click(page.getByRole('button', { name: 'Nastavení' }));
    await userEvent.click(page.getByRole('button', { name: 'Podrobné nastavení' }));
    expect(onOpenDetails).toHaveBeenCalledOnce();
  });

  it('does not take focus on load and is reached with Tab', async () => {
    setup();
    await expect.element(bar()).toBeVisible();
    expect(document.activeElement).toBe(document.body);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Odmítnout' })).toHaveFocus();
  });

  it('Escape leaves settings mode for the first buttons, focus on Settings again', async () => {
    setup();
    const settings = page.getByRole('button', { name: 'Nastavení' });
    (settings.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Přijmout vybrané' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(settings).toHaveFocus();
    await expect.element(page.getByRole('button', { name: 'Přijmout vybrané' })).not.toBeInTheDocument();
  });

  it('gives focus back to where the visitor was after a choice, never to the body', async () => {
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Jméno');
    document.body.append(field);
    try {
      setup();
      field.focus();
      (page.getByRole('button', { name: 'Odmítnout' }).element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      await expect.element(bar()).not.toBeInTheDocument();
      await expect.element(page.getByRole('textbox', { name: 'Jméno' })).toHaveFocus();
    } finally {
      field.remove();
    }
  });

  it('stays hidden for a covering stored choice and comes back when the store reopens it', async () => {
    const providers = fixtureProviders('sk');
    const setting = Object.fromEntries(providers.flatMap((p) => p.scripts).map((s) => [s.slug, true]));
    const { store } = createFixtureStore({ providers, record: { setting, savedAt: 1, ids: [] } });
    renderConsent(<ConsentBar onOpenDetails={() => {}} />, store, 'sk');
    const skBar = page.getByRole('region', { name: 'Súhlas s cookies' });
    await expect.element(skBar).not.toBeInTheDocument();
    store.open();
    await expect.element(skBar).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Prijať všetky cookies' })).toBeVisible();
  });

  it('renders into the server HTML from initialOpen, without reading storage while rendering', () => {
    const providers = fixtureProviders('cs');
    const setting = Object.fromEntries(providers.flatMap((p) => p.scripts).map((s) => [s.slug, true]));
    const { store, storage } = createFixtureStore({ providers, record: { setting, savedAt: 1, ids: [] } });
    const getItem = vi.spyOn(storage, 'getItem');
    const html = (initialOpen: boolean) =>
      renderToString(
        <ConsentProvider store={store} texts={fixtureTexts.cs.bar} initialOpen={initialOpen}>
          <ConsentBar onOpenDetails={() => {}} />
        </ConsentProvider>,
      );
    expect(html(true)).toContain('aria-label="Souhlas s cookies"');
    expect(html(false)).toBe('');
    expect(getItem).not.toHaveBeenCalled();
  });

  it('keeps the server-rendered bar hidden for a stored choice until hydration decides', async () => {
    const providers = fixtureProviders('cs');
    const setting = Object.fromEntries(providers.flatMap((p) => p.scripts).map((s) => [s.slug, true]));
    const { store } = createFixtureStore({ providers, record: { setting, savedAt: 1, ids: [] } });
    const tree = (
      <ConsentProvider store={store} texts={fixtureTexts.cs.bar}>
        <ConsentBar onOpenDetails={() => {}} />
      </ConsentProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ setting, savedAt: 1, ids: [] }));
    try {
      new Function(consentStoredInlineScript())();
      expect(document.documentElement.getAttribute(CONSENT_STORED_ATTRIBUTE)).toBe('stored');
      const serverBar = container.querySelector('section') as HTMLElement;
      expect(serverBar.hasAttribute('data-hydrating')).toBe(true);
      expect(getComputedStyle(serverBar).display).toBe('none');
      const root = await act(async () => hydrateRoot(container, tree));
      await expect.element(bar()).not.toBeInTheDocument();
      act(() => store.open());
      await expect.element(bar()).toBeVisible();
      expect(bar().element().hasAttribute('data-hydrating')).toBe(false);
      act(() => root.unmount());
    } finally {
      document.documentElement.removeAttribute(CONSENT_STORED_ATTRIBUTE);
      window.localStorage.removeItem(CONSENT_STORAGE_KEY);
      container.remove();
    }
  });

  it('stays invisible while its server HTML is only partly parsed, so arriving buttons move nothing', () => {
    const { store } = createFixtureStore({ providers: fixtureProviders('cs') });
    const html = renderToString(
      <ConsentProvider store={store} texts={fixtureTexts.cs.bar} initialOpen>
        <ConsentBar onOpenDetails={() => {}} />
      </ConsentProvider>,
    );
    const visibilityOf = (markup: string) => {
      const container = document.createElement('div');
      container.innerHTML = markup;
      document.body.append(container);
      const visibility = getComputedStyle(container.querySelector('section') as HTMLElement).visibility;
      container.remove();
      return visibility;
    };
    // Cut where a slow connection might: after the first button, as the parser would have painted it.
    const afterFirstButton = html.indexOf('</button>') + '</button>'.length;
    expect(visibilityOf(html.slice(0, afterFirstButton))).toBe('hidden');
    expect(visibilityOf(html)).toBe('visible');
  });

  it('publishes its height on the root element while shown', async () => {
    const { store } = setup();
    await expect.element(bar()).toBeVisible();
    const height = (bar().element() as HTMLElement).offsetHeight;
    const published = () => document.documentElement.style.getPropertyValue(CONSENT_BAR_SIZE_PROPERTY);
    await expect.poll(published).toBe(`${height}px`);
    store.acceptAll();
    await expect.poll(published).toBe('');
  });

  describe('before the provider list has loaded', () => {
    function setupWithoutList() {
      const fixture = createFixtureStore({ providers: [] });
      fixture.store.start();
      renderConsent(<ConsentBar onOpenDetails={() => {}} />, fixture.store);
      const stored = () => JSON.parse(fixture.storage.getItem(CONSENT_STORAGE_KEY) ?? 'null');
      const listArrives = () => act(() => fixture.store.setProviders(fixtureProviders('cs')));
      return { ...fixture, stored, listArrives };
    }

    it('accept all hides the bar at once and covers every script when the list arrives', async () => {
      const { stored, listArrives } = setupWithoutList();
      await userEvent.click(page.getByRole('button', { name: 'Přijmout všechny cookies' }));
      await expect.element(bar()).not.toBeInTheDocument();
      expect(stored().pending.source).toBe('accept-all');
      listArrives();
      expect(stored().pending).toBeUndefined();
      expect(stored().setting).toEqual({
        web: true,
        ga: true,
        smartlook: true,
        clarity: true,
        'google-remarketing': true,
        'facebook-pixel': true,
        'seznam-retargeting': true,
        smartsupp: true,
      });
      await expect.element(bar()).not.toBeInTheDocument();
    });

    it('settings mode takes categories, which are saved for their scripts when the list arrives', async () => {
      const { stored, listArrives } = setupWithoutList();
      await userEvent.click(page.getByRole('button', { name: 'Nastavení' }));
      const statistics = page.getByRole('checkbox', { name: 'Statistické' });
      await expect.element(statistics).toBeEnabled();
      await expect.element(statistics).not.toBeChecked();
      await userEvent.click(page.getByText('Statistické', { exact: true }));
      await expect.element(statistics).toBeChecked();
      await userEvent.click(page.getByRole('button', { name: 'Přijmout vybrané' }));
      await expect.element(bar()).not.toBeInTheDocument();
      listArrives();
      expect(stored().setting).toEqual({
        web: true,
        ga: true,
        smartlook: true,
        clarity: true,
        'google-remarketing': false,
        'facebook-pixel': false,
        'seznam-retargeting': false,
        smartsupp: false,
      });
    });

    it('keeps the ticked categories when the list arrives during settings mode', async () => {
      const { stored, listArrives } = setupWithoutList();
      await userEvent.click(page.getByRole('button', { name: 'Nastavení' }));
      await userEvent.click(page.getByText('Marketingové', { exact: true }));
      listArrives();
      const marketing = page.getByRole('checkbox', { name: 'Marketingové' });
      await expect.element(marketing).toBeChecked();
      await expect.element(page.getByRole('checkbox', { name: 'Statistické' })).not.toBeChecked();
      await userEvent.click(page.getByRole('button', { name: 'Přijmout vybrané' }));
      expect(stored().setting).toMatchObject({
        'google-remarketing': true,
        'facebook-pixel': true,
        'seznam-retargeting': true,
        ga: false,
        smartsupp: false,
      });
    });
  });

  describe('in other languages', () => {
    const fixture = () => createFixtureStore({ providers: fixtureProviders('cs') });

    it('speaks English with the shipped English texts', async () => {
      const { store, storage } = fixture();
      renderConsent(<ConsentBar onOpenDetails={() => {}} />, store, 'en');
      await expect.element(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: 'Settings' }));
      await expect.element(page.getByRole('group', { name: 'Cookie categories' })).toBeVisible();
      await expect.element(page.getByRole('checkbox', { name: 'Technical (necessary)' })).toBeDisabled();
      await userEvent.click(page.getByRole('button', { name: 'Necessary cookies only' }));
      await expect.element(page.getByText('Your cookie settings have been saved.')).toBeVisible();
      expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null').setting).toEqual({});
    });

    it('speaks a language the package does not ship when the page supplies its texts', async () => {
      renderConsent(<ConsentBar onOpenDetails={() => {}} />, fixture().store, 'en', polishBarTexts);
      await expect.element(page.getByRole('region', { name: 'Zgoda na pliki cookie' })).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: 'Odrzuć' }));
      await expect.element(page.getByText('Ustawienia plików cookie zostały zapisane.')).toBeVisible();
    });

    it('keeps the shipped texts of its locale for those a partial object leaves out', async () => {
      const texts = mergeTexts(fixtureTexts.sk.bar, { acceptAll: 'Súhlasím' });
      renderConsent(<ConsentBar onOpenDetails={() => {}} />, fixture().store, 'sk', texts);
      await expect.element(page.getByRole('button', { name: 'Súhlasím' })).toBeVisible();
      await expect.element(page.getByRole('button', { name: 'Odmietnuť' })).toBeVisible();
    });
  });
});
