// Type-level checks, run by `tsc`: what TypeScript says to a caller writing texts.
import type { ConsentBarTexts, ConsentDialogTexts, PartialConsentTexts } from '../index';
import { mergeTexts } from '../index';
import { barTexts as skBar } from '../texts/sk/bar';
import { dialogTexts as skDialog } from '../texts/sk/dialog';

// A partial object is enough over a shipped locale...
export const changed: ConsentBarTexts = mergeTexts(skBar, {
  intro: 'Iný úvod',
  categories: { marketing: 'Reklama' },
});
export const dialog: ConsentDialogTexts = mergeTexts(skDialog, { tabs: { info: 'Zásady cookies' } });

// ...but not in place of a whole locale: the missing keys are named.
// @ts-expect-error label, deny, settings, acceptAll, categories, choice, saved and globalPrivacyControl are missing
export const polishIncomplete: ConsentBarTexts = { intro: 'Ta strona używa plików cookie.' };

// A change names only keys the texts have, and only strings.
// @ts-expect-error `accept` is not a bar text
export const unknownKey: PartialConsentTexts<ConsentBarTexts> = { accept: 'OK' };
// @ts-expect-error a text is a string
export const notAString: PartialConsentTexts<ConsentBarTexts> = { categories: { marketing: 1 } };
