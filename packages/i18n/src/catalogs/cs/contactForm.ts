/** Labels and texts of the contact form (SPEC §2, §3). */
export const contactForm = {
  title: 'Napište nám',
  customerType: {
    label: 'Jste u nás',
    new: 'Nový zákazník',
    existing: 'Stávající zákazník',
  },
  customerNumber: 'Zákaznické číslo',
  questionType: {
    label: 'Čeho se Váš dotaz týká',
    placeholder: 'Vyberte téma',
    loyalty: 'Informace o věrnostním programu',
    shipping: 'Úprava zasílání balíčků',
    product: 'Informace o produktu',
    other: 'Jiné',
  },
  name: 'Jméno a příjmení',
  phone: 'Telefon',
  email: 'E-mail',
  message: 'Zpráva',
  gdpr: 'Vaše osobní údaje zpracujeme pouze za účelem vyřízení dotazu. Více se dozvíte v {link}.',
  gdprLink: 'informacích o zpracování osobních údajů',
  officeHoursLabel: 'Pracovní doba',
  officeHours: 'Po–Pá 8:00–18:00',
  submit: 'Odeslat zprávu',
  sending: 'Odesílám…',
};
