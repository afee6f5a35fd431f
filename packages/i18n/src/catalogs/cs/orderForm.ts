/** Labels and texts of the three-step order form (SPEC §2, §3). */
export const orderForm = {
  steps: {
    label: 'Postup objednávky',
    progress: 'Krok {current} z {total}',
    delivery: 'Doručovací údaje',
    shippingPayment: 'Doprava a platba',
    summary: 'Shrnutí',
  },
  fields: {
    firstName: 'Jméno',
    lastName: 'Příjmení',
    company: 'Firma',
    street: 'Ulice',
    houseNumber: 'Číslo popisné',
    streetAndNumber: 'Ulice a číslo popisné',
    city: 'Město',
    zip: 'PSČ',
    fullAddress: 'Celá adresa',
    phonePrefix: 'Předvolba',
    phone: 'Telefonní číslo',
    email: 'E-mail',
    birthDate: 'Datum narození',
    birthDateFormat: 've tvaru d.m.rrrr, např. 1.2.1990',
    discountCode: 'Slevový kód',
    shippingMethod: 'Způsob doručení',
    paymentMethod: 'Platební metoda',
    paymentFrequency: 'Frekvence platby',
    agreement: 'Souhlasím s obchodními podmínkami',
    termsLink: 'Obchodní podmínky',
  },
  hints: {
    phone: 'Předvolbu {prefix} doplníme sami, zadejte 9 číslic.',
    discountCode: 'Nepovinné. Kód ověříme při odeslání objednávky.',
  },
  buttons: {
    toDelivery: 'Pokračovat k doručení',
    toSummary: 'Pokračovat ke shrnutí',
    back: 'Zpět',
    submit: 'Odeslat objednávku',
    submitting: 'Odesílám objednávku…',
  },
  summary: {
    title: 'Shrnutí objednávky',
    total: 'Celkem',
    bindingNote: 'Odesláním objednávky se zavazujete k platbě.',
    shipping: 'Doprava',
    payment: 'Platba',
    free: 'Zdarma',
    edit: 'Upravit',
  },
  prefilled: {
    title: 'Vaše uložené údaje',
    edit: 'Upravit údaje',
    privateNote: 'Tyto údaje vidíte pouze Vy.',
  },
  shipping: {
    post: {
      name: 'Česká pošta – do schránky',
      description: 'Zásilku doručíme do Vaší poštovní schránky.',
    },
    parcelPost: {
      name: 'Česká pošta – Balík Do ruky',
      description: 'Doručení na Vaši adresu, balík Vám předají osobně.',
    },
    pickupPoint: {
      name: 'Zásilkovna – výdejní místo',
      description: 'Zásilku si vyzvednete na výdejním místě, které si vyberete.',
    },
    pickupAddress: {
      name: 'Zásilkovna – na adresu',
      description: 'Kurýr Zásilkovny doručí zásilku na Vaši adresu.',
    },
    pplAddress: {
      name: 'PPL – na adresu',
      description: 'Kurýr PPL doručí zásilku na Vaši adresu.',
    },
    pplPickup: {
      name: 'PPL – výdejní místo',
      description: 'Zásilku si vyzvednete v PPL ParcelShopu nebo ParcelBoxu.',
    },
  },
  payment: {
    afterDelivery: {
      name: 'Platba po doručení',
      description: 'Složenkou nebo převodem do 14 dnů, doklady najdete v balíčku.',
    },
    card: {
      name: 'Platba kartou online',
      description: 'Po odeslání objednávky Vás přesměrujeme na platební bránu.',
    },
    bankTransfer: {
      name: 'Bankovní převod',
      description: 'Platební údaje Vám pošleme e-mailem.',
    },
  },
  frequency: {
    monthly: 'Měsíčně',
    yearly: 'Ročně',
  },
  discount: {
    toggle: 'Mám slevový kód',
    apply: 'Uplatnit',
    remove: 'Odebrat',
    applied: 'Slevový kód {code} byl uplatněn.',
    invalid: 'Tento slevový kód není platný.',
  },
  pickupPoint: {
    choose: 'Vybrat výdejní místo',
    change: 'Změnit výdejní místo',
    selected: 'Vybrané výdejní místo',
    notSelected: 'Zatím nemáte vybrané výdejní místo.',
    dialogTitle: 'Výběr výdejního místa',
  },
};
