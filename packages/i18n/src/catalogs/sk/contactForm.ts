import type { Messages } from '../../messages';

/** Labels and texts of the contact form (SPEC §2, §3). */
export const contactForm: Messages['contactForm'] = {
  title: 'Napíšte nám',
  customerType: {
    label: 'Ste u nás',
    new: 'Nový zákazník',
    existing: 'Existujúci zákazník',
  },
  customerNumber: 'Zákaznícke číslo',
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
  email: 'E-mail',
  message: 'Správa',
  gdpr: 'Vaše osobné údaje spracúvame iba na účely vybavenia Vašej otázky. Viac sa dozviete v {link}.',
  gdprLink: 'informáciách o spracúvaní osobných údajov',
  officeHoursLabel: 'Pracovný čas',
  officeHours: 'Po–Pi 8:00–18:00',
  submit: 'Odoslať správu',
  sending: 'Odosiela sa…',
};
