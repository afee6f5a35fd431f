import type { LazyMessages } from '../../lazyMessages';

/** Field messages of the order and contact forms. */
export const validation: LazyMessages['validation'] = {
  required: '{field} je povinné pole',
  date: {
    invalid: 'Toto nevyzerá ako platný dátum',
    inFuture: 'To by ste sa ešte nenarodili :)',
    underage: 'Musíte mať aspoň 18 rokov',
  },
  email: {
    invalid: 'E-mailová adresa nie je správna',
    notValid: 'Toto nevyzerá ako platný e-mail',
    required: 'Vyplňte, prosím, e-mail',
  },
  zip: {
    format: 'Nesprávny formát PSČ',
    country: 'PSČ nezodpovedá krajine',
  },
  phone: {
    digitsOnly: 'Zadávajte iba čísla',
    required: 'Vyplňte, prosím, telefónne číslo',
    format: 'Telefónne číslo musí mať 9 číslic',
  },
  shippingRequired: 'Vyberte, prosím, spôsob doručenia',
  paymentRequired: 'Vyberte, prosím, spôsob platby',
  frequencyRequired: 'Vyberte, prosím, frekvenciu platby',
  pickupPointRequired: 'Vyberte, prosím, výdajné miesto',
  termsRequired: 'Potrebujeme Váš súhlas s obchodnými podmienkami',
  summary: {
    incomplete: 'Prosím, vyplňte všetky povinné polia a skontrolujte správnosť údajov',
    check: 'Prosím, skontrolujte správnosť údajov.',
  },
  emailSuggestion: {
    question: 'Nemysleli ste {suggestion}?',
    accept: 'Áno',
    reject: 'Nie',
  },
  contact: {
    nameRequired: 'Vyplňte, prosím, Vaše meno',
    emailRequired: 'Na Váš e-mail budeme odpovedať',
    emailInvalid: 'Toto nevyzerá ako platný e-mail',
    phoneFormat: 'Telefón je zrejme v nesprávnom formáte',
    subjectRequired: 'Aby sme Vašu otázku vybavili rýchlejšie, potrebujeme vedieť, čoho sa týka.',
    messageRequired: 'Zabudli ste na to najdôležitejšie :)',
  },
};
