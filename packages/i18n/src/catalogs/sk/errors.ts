import type { Messages } from '../../messages';

/** Error and outcome messages shown in forms, toasts and panels. */
export const errors: Messages['errors'] = {
  orderForm: {
    load: 'Objednávkový formulár sa nepodarilo načítať. Skúste, prosím, obnoviť stránku alebo nás kontaktujte na {email}.',
    send: 'Odoslanie sa nepodarilo z neznámeho dôvodu',
    sendContact: 'Kontaktujte nás, prosím, na {email}.',
    config: 'Nie je možné načítať konfiguráciu objednávkového formulára',
    validation: 'Pri validácii formulára došlo k chybe',
    /** Below `config` when the form cannot load: other ways to order. */
    configContact:
      'Skúste prosím stránku obnoviť alebo objednávku urobte telefonicky na {phone} či e-mailom na {email}.',
    /** After `load` when the page names its phone line. */
    loadPhone: 'Objednávku môžete urobiť aj telefonicky na {phone}.',
    /** The load error's button that tries loading the form again. */
    retry: 'Skúsiť znova',
    /**
     * An order changed after its first sending got no answer (the connection dropped): the first
     * one may have arrived. Sending again sends the changed order as a new one.
     */
    sentBefore:
      'Objednávku z tohto formulára sme pred chvíľou možno už prijali, v pôvodnej podobe; ak si nie ste istí, zavolajte nám. Ak chcete odoslať aj zmenenú objednávku, odošlite ju znova.',
  },
  contactForm: {
    success: 'Vaša správa bola úspešne odoslaná.',
    send: 'Správu sa nepodarilo odoslať. Skontrolujte, prosím, zadané údaje.',
    unknown: 'Došlo k neznámej chybe. Kontaktujte, prosím, našu zákaznícku podporu.',
  },
  conditions: {
    heading: 'Došlo k chybe',
    text: 'Informácie sa nepodarilo načítať. Kontaktujte nás, prosím, na {email}.',
  },
  app: {
    title: 'Ospravedlňujeme sa',
    text: 'V aplikácii došlo k chybe. Kontaktujte nás, prosím.',
  },
  server: 'Na serveri došlo k chybe. Skúste to, prosím, neskôr.',
  ppl: {
    widgetLoad:
      'Mapu výdajných miest PPL sa nepodarilo načítať. Obnovte, prosím, stránku alebo kontaktujte zákaznícku podporu.',
    paymentChanged: 'PPL nepodporuje dobierku, platba bola zmenená na kartu',
  },
};
