import { csLazyMessages, cs as csShared } from '@shop/i18n/cs';
import { skLazyMessages, sk as skShared } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import { fieldLabel, issueCodes, messageFor, type OrderFormMessages, orderFields } from '../index';

// The form's messages as `useOrderFormMessages` gives them: the shared catalog and its namespaces.
const cs: OrderFormMessages = {
  ...csShared,
  orderForm: await csLazyMessages.orderForm(),
  validation: await csLazyMessages.validation(),
};
const sk: OrderFormMessages = {
  ...skShared,
  orderForm: await skLazyMessages.orderForm(),
  validation: await skLazyMessages.validation(),
};

describe('messageFor', () => {
  it.each([
    [{ field: 'firstName', code: 'required' }, 'Jméno je povinné pole', 'Meno je povinné pole'],
    [
      { field: 'birthDate', code: 'required' },
      'Datum narození je povinné pole',
      'Dátum narodenia je povinné pole',
    ],
    [
      { field: 'birthDate', code: 'date.inFuture' },
      'To byste se ještě nenarodili :)',
      'To by ste sa ešte nenarodili :)',
    ],
    [{ field: 'birthDate', code: 'date.underage' }, 'Musíte být starší 18 let', 'Musíte mať aspoň 18 rokov'],
    [{ field: 'zip', code: 'zip.country' }, 'PSČ neodpovídá zemi', 'PSČ nezodpovedá krajine'],
    [{ field: 'phone', code: 'phone.digitsOnly' }, 'Vkládejte pouze čísla', 'Zadávajte iba čísla'],
    [{ field: 'email', code: 'email.required' }, 'Vyplňte prosím email', 'Vyplňte, prosím, e-mail'],
    [
      { field: 'discountCode', code: 'discount.invalid' },
      'Tento slevový kód není platný.',
      'Tento zľavový kód nie je platný.',
    ],
    [
      { field: 'agreement', code: 'terms.required' },
      'Potřebujeme Váš souhlas s obchodními podmínkami',
      'Potrebujeme Váš súhlas s obchodnými podmienkami',
    ],
  ] as const)('%j', (issue, czech, slovak) => {
    expect(messageFor(issue, cs)).toBe(czech);
    expect(messageFor(issue, sk)).toBe(slovak);
  });

  it('has a distinct text for every code', () => {
    const texts = issueCodes.map((code) => messageFor({ field: 'firstName', code }, cs));
    expect(new Set(texts).size).toBe(issueCodes.length);
    for (const text of texts) expect(text).not.toMatch(/\{|undefined/);
  });

  it('has a label for every field in both languages', () => {
    for (const field of orderFields) {
      expect(fieldLabel(field, cs), field).not.toBe('');
      expect(fieldLabel(field, sk), field).not.toBe('');
    }
  });
});
