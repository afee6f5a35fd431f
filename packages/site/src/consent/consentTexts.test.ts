import { barTexts as csBar } from '@shop/consent/texts/cs/bar';
import { dialogTexts as csDialog } from '@shop/consent/texts/cs/dialog';
import { barTexts as skBar } from '@shop/consent/texts/sk/bar';
import { dialogTexts as skDialog } from '@shop/consent/texts/sk/dialog';
import { cs } from '@shop/i18n/cs';
import { sk } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import { catalogBarTexts } from './catalogBarTexts';
import { catalogDialogTexts } from './catalogDialogTexts';

describe('the consent texts from the catalogs', () => {
  // The consent package ships the shop's wording as its Slovak and Czech texts; a catalog edit shows here.
  it('say what the consent package ships for Slovak and Czech', () => {
    expect(catalogBarTexts(sk)).toEqual(skBar);
    expect(catalogDialogTexts(sk)).toEqual(skDialog);
    expect(catalogBarTexts(cs)).toEqual(csBar);
    expect(catalogDialogTexts(cs)).toEqual(csDialog);
  });
});
