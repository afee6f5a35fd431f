import type { Messages } from '../../messages';

/** Labels and texts of the three-step order form (SPEC §2, §3). */
export const orderForm: Messages['orderForm'] = {
  steps: {
    label: 'Postup objednávky',
    progress: 'Krok {current} z {total}',
    delivery: 'Doručovacie údaje',
    shippingPayment: 'Doprava a platba',
    summary: 'Zhrnutie',
  },
  fields: {
    firstName: 'Meno',
    lastName: 'Priezvisko',
    company: 'Firma',
    street: 'Ulica',
    houseNumber: 'Číslo domu',
    streetAndNumber: 'Ulica a číslo domu',
    city: 'Mesto',
    zip: 'PSČ',
    fullAddress: 'Celá adresa',
    phonePrefix: 'Predvoľba',
    phone: 'Telefónne číslo',
    email: 'E-mail',
    birthDate: 'Dátum narodenia',
    birthDateFormat: 'v tvare d.m.rrrr, napr. 1.2.1990',
    discountCode: 'Zľavový kód',
    shippingMethod: 'Spôsob doručenia',
    paymentMethod: 'Spôsob platby',
    paymentFrequency: 'Frekvencia platby',
    agreement: 'Súhlasím s obchodnými podmienkami',
    termsLink: 'Obchodné podmienky',
  },
  hints: {
    phone: 'Predvoľbu {prefix} doplníme sami, zadajte 9 číslic.',
    discountCode: 'Nepovinné. Kód overíme pri odoslaní objednávky.',
  },
  buttons: {
    toDelivery: 'Pokračovať na doručenie',
    toSummary: 'Pokračovať na zhrnutie',
    back: 'Späť',
    submit: 'Odoslať objednávku',
    submitting: 'Objednávka sa odosiela…',
  },
  summary: {
    title: 'Zhrnutie objednávky',
    total: 'Spolu',
    bindingNote: 'Odoslaním objednávky sa zaväzujete k platbe.',
    shipping: 'Doprava',
    payment: 'Platba',
    free: 'Zadarmo',
    edit: 'Upraviť',
  },
  prefilled: {
    title: 'Vaše uložené údaje',
    edit: 'Upraviť údaje',
    privateNote: 'Tieto údaje vidíte iba Vy.',
  },
  shipping: {
    post: {
      name: 'Slovenská pošta – do schránky',
      description: 'Zásielku doručíme do Vašej poštovej schránky.',
    },
    parcelPost: {
      name: 'Slovenská pošta – balík na adresu',
      description: 'Doručenie na Vašu adresu, balík Vám odovzdajú osobne.',
    },
    pickupPoint: {
      name: 'Packeta – výdajné miesto',
      description: 'Zásielku si vyzdvihnete na výdajnom mieste, ktoré si vyberiete.',
    },
    pickupAddress: {
      name: 'Packeta – na adresu',
      description: 'Kuriér Packety doručí zásielku na Vašu adresu.',
    },
    pplAddress: {
      name: 'PPL – na adresu',
      description: 'Kuriér PPL doručí zásielku na Vašu adresu.',
    },
    pplPickup: {
      name: 'PPL – výdajné miesto',
      description: 'Zásielku si vyzdvihnete v PPL ParcelShope alebo ParcelBoxe.',
    },
  },
  payment: {
    afterDelivery: {
      name: 'Platba po doručení',
      description: 'Poštovým poukazom alebo prevodom do 14 dní, doklady nájdete v balíku.',
    },
    card: {
      name: 'Platba kartou online',
      description: 'Po odoslaní objednávky Vás presmerujeme na platobnú bránu.',
    },
    bankTransfer: {
      name: 'Bankový prevod',
      description: 'Platobné údaje Vám pošleme e-mailom.',
    },
  },
  frequency: {
    monthly: 'Mesačne',
    yearly: 'Ročne',
  },
  discount: {
    toggle: 'Mám zľavový kód',
    apply: 'Uplatniť',
    remove: 'Odstrániť',
    applied: 'Zľavový kód {code} bol uplatnený.',
    invalid: 'Tento zľavový kód nie je platný.',
  },
  pickupPoint: {
    choose: 'Vybrať výdajné miesto',
    change: 'Zmeniť výdajné miesto',
    selected: 'Vybrané výdajné miesto',
    notSelected: 'Zatiaľ nemáte vybrané výdajné miesto.',
    dialogTitle: 'Výber výdajného miesta',
  },
};
