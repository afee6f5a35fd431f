/** Field messages of the order and contact forms. */
export const validation = {
  required: '{field} je povinné pole',
  date: {
    invalid: 'To nevypadá jako platné datum',
    inFuture: 'To byste se ještě nenarodili :)',
    underage: 'Musíte být starší 18 let',
  },
  email: {
    invalid: 'Emailová adresa není správná',
    notValid: 'Toto nevypadá jako validní email',
    required: 'Vyplňte prosím email',
  },
  zip: {
    format: 'Nesprávný formát PSČ',
    country: 'PSČ neodpovídá zemi',
  },
  phone: {
    digitsOnly: 'Vkládejte pouze čísla',
    required: 'Vyplňte prosím telefonní číslo',
    format: 'Telefonní číslo musí mít 9 číslic',
  },
  shippingRequired: 'Vyberte prosím způsob doručení',
  paymentRequired: 'Vyberte prosím platební metodu',
  frequencyRequired: 'Vyberte prosím frekvenci platby',
  pickupPointRequired: 'Vyberte prosím výdejní místo',
  termsRequired: 'Potřebujeme Váš souhlas s obchodními podmínkami',
  summary: {
    incomplete: 'Prosím vyplňte všechna povinná pole a zkontrolujte správnost údajů',
    check: 'Prosím zkontrolujte správnost údajů.',
  },
  emailSuggestion: {
    question: 'Neměli jste na mysli {suggestion}?',
    accept: 'Ano',
    reject: 'Ne',
  },
  contact: {
    nameRequired: 'Vyplňte prosím Vaše jméno',
    emailRequired: 'Na Váš email budeme odpovídat',
    emailInvalid: 'Toto nevypadá jako platný email',
    phoneFormat: 'Telefón je zřejmě ve špatném formátu',
    subjectRequired: 'Abychom zpracovali Váš dotaz rychleji, potřebujeme znát, čeho se týká.',
    messageRequired: 'Zapomněli jste to nejdůležitější :)',
  },
};
