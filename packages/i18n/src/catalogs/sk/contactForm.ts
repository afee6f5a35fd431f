import type { LazyMessages } from '../../lazyMessages';

/** Labels and texts of the contact form. */
export const contactForm: LazyMessages['contactForm'] = {
  pageTitle: 'Kontakt',
  pageDescription:
    'Máte otázku k prípravku {productName}, k zásielkam alebo k vernostnému programu? Napíšte nám cez kontaktný formulár.',
  title: 'Napíšte nám',
  intro: 'Vyplňte formulár a odpovieme Vám e-mailom. Polia označené hviezdičkou sú povinné.',
  phoneLine: 'Zákaznícka linka',
  customerType: {
    label: 'Ste u nás',
    new: 'Nový zákazník',
    existing: 'Existujúci zákazník',
  },
  customerNumber: 'Zákaznícke číslo',
  customerNumberHint: 'Nájdete ho na faktúre, ktorú dostanete so zásielkou.',
  questionType: {
    label: 'Čoho sa Vaša otázka týka',
    placeholder: 'Vyberte tému',
    loyalty: 'Informácie o vernostnom programe',
    shipping: 'Úprava zasielania balíčkov',
    product: 'Informácie o produkte',
    other: 'Iné',
  },
  name: 'Meno a priezvisko',
  phone: 'Telefón',
  phoneHint: 'Napríklad 0905 123 456 alebo +421 905 123 456',
  email: 'E-mail',
  message: 'Správa',
  gdpr: 'Vaše osobné údaje spracúvame iba na účely vybavenia Vašej otázky. Viac sa dozviete v {link}.',
  gdprLink: 'informáciách o spracúvaní osobných údajov',
  officeHoursLabel: 'Pracovný čas',
  officeHours: 'Po–Pi 8:00–18:00',
  submit: 'Odoslať správu',
  sending: 'Odosiela sa…',
  supportEmail: 'E-mail zákazníckej podpory:',
  honeypot: 'Toto pole nevypĺňajte',
  errors: {
    customerNumberRequired: 'Vyplňte, prosím, Vaše zákaznícke číslo',
    customerNumberInvalid: 'Zákaznícke číslo obsahuje iba písmená, číslice a pomlčky',
    tooLong: 'Text je príliš dlhý, skráťte ho, prosím',
  },
};
