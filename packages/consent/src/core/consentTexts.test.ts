import { describe, expect, it } from 'vitest';
import { type ConsentBarTexts, mergeTexts } from '../index';
import { barTexts as csBar } from '../texts/cs/bar';
import { dialogTexts as csDialog } from '../texts/cs/dialog';
import { barTexts as enBar } from '../texts/en/bar';
import { dialogTexts as enDialog } from '../texts/en/dialog';
import { barTexts as skBar } from '../texts/sk/bar';
import { dialogTexts as skDialog } from '../texts/sk/dialog';

describe('mergeTexts', () => {
  it('keeps the shipped texts of the locale where the partial object says nothing', () => {
    const texts = mergeTexts(skBar, { intro: 'Používame cookies.', categories: { marketing: 'Reklamné' } });
    expect(texts.intro).toBe('Používame cookies.');
    expect(texts.categories).toEqual({ ...skBar.categories, marketing: 'Reklamné' });
    expect(texts.deny).toBe(skBar.deny);
    expect(texts.choice).toEqual(skBar.choice);
  });

  it('returns the shipped texts unchanged for no or an empty partial object, and never changes them', () => {
    const before = structuredClone(enDialog);
    expect(mergeTexts(enDialog)).toEqual(enDialog);
    expect(mergeTexts(enDialog, {})).toEqual(enDialog);
    mergeTexts(enDialog, { tabs: { info: 'Cookie policy' }, infoError: { heading: 'Oops' } });
    expect(enDialog).toEqual(before);
  });

  it('skips keys given as undefined, so an optional field left empty keeps the shipped text', () => {
    expect(mergeTexts(csBar, { deny: undefined, choice: { acceptAll: undefined } })).toEqual(csBar);
  });

  it('takes a whole object for a locale the package does not ship', () => {
    const de: ConsentBarTexts = {
      label: 'Cookie-Einwilligung',
      intro: 'Diese Website verwendet Cookies.',
      deny: 'Ablehnen',
      settings: 'Einstellungen',
      acceptAll: 'Alle Cookies akzeptieren',
      categories: {
        label: 'Cookie-Kategorien',
        technical: 'Technisch (notwendig)',
        statistical: 'Statistik',
        preference: 'Präferenzen',
        marketing: 'Marketing',
      },
      choice: {
        acceptSelected: 'Auswahl akzeptieren',
        acceptAll: 'Alle akzeptieren',
        onlyNecessary: 'Nur notwendige Cookies',
        detailedSettings: 'Detaillierte Einstellungen',
      },
      saved: 'Cookie-Einstellungen gespeichert.',
      globalPrivacyControl: 'Ihr Browser sendet Global Privacy Control; Marketing-Cookies bleiben aus.',
    };
    expect(mergeTexts(de, { deny: 'Nein danke' })).toEqual({ ...de, deny: 'Nein danke' });
  });
});

describe('the shipped texts', () => {
  const locales = { en: [enBar, enDialog], cs: [csBar, csDialog], sk: [skBar, skDialog] } as const;
  const entriesOf = (value: object): [string, string][] =>
    Object.entries(value).flatMap(([key, inner]): [string, string][] =>
      typeof inner === 'string' ? [[key, inner]] : entriesOf(inner).map(([k, text]) => [`${key}.${k}`, text]),
    );
  const keysOf = (value: object) => entriesOf(value).map(([key]) => key);

  it.each(Object.entries(locales))(
    '%s fills every text, with the placeholders in place',
    (_, [bar, dialog]) => {
      expect(keysOf(bar)).toEqual(keysOf(enBar));
      expect(keysOf(dialog)).toEqual(keysOf(enDialog));
      for (const [, text] of [...entriesOf(bar), ...entriesOf(dialog)]) expect(text.trim()).not.toBe('');
      expect(dialog.provider.detailsOf).toContain('{provider}');
      expect(dialog.infoError.text).toContain('{email}');
    },
  );
});
