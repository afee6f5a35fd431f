/** Error and outcome messages shown in forms, toasts and panels. */
export const errors = {
  orderForm: {
    load: 'Objednávkový formulář se nepodařilo načíst. Zkuste prosím obnovit stránku nebo nás kontaktujte na {email}.',
    send: 'Odeslání se nezdařilo z neznámého důvodu',
    sendContact: 'Kontaktujte nás prosím na {email}.',
    config: 'Nelze načíst konfiguraci objednávkového formuláře',
    validation: 'Došlo k chybě při validaci formuláře',
    /** Below `config` when the form cannot load: other ways to order. */
    configContact:
      'Zkuste prosím stránku obnovit, nebo objednávku udělejte telefonicky na {phone} či e-mailem na {email}.',
    /** After `load` when the page names its phone line. */
    loadPhone: 'Objednávku můžete udělat i telefonicky na {phone}.',
    /** The load error's button that tries loading the form again. */
    retry: 'Zkusit znovu',
    /**
     * An order changed after its first sending got no answer (the connection dropped): the first
     * one may have arrived. Sending again sends the changed order as a new one.
     */
    sentBefore:
      'Objednávku z tohoto formuláře jsme před chvílí možná už přijali, v původní podobě; pokud si nejste jisti, zavolejte nám. Pokud chcete odeslat i změněnou objednávku, odešlete ji znovu.',
  },
  contactForm: {
    success: 'Vaše zpráva byla úspěšně odeslána.',
    send: 'Zprávu se nepodařilo odeslat. Zkontrolujte prosím zadané údaje.',
    unknown: 'Došlo k neznámé chybě. Kontaktujte prosím naši zákaznickou podporu.',
  },
  conditions: {
    heading: 'Došlo k chybě',
    text: 'Informace se nepodařilo načíst. Kontaktujte nás prosím na {email}.',
  },
  app: {
    title: 'Omlouváme se',
    text: 'V aplikaci došlo k chybě. Kontaktujte nás prosím.',
  },
  server: 'Na serveru došlo k chybě. Zkuste to prosím později.',
  ppl: {
    widgetLoad:
      'Mapu výdejních míst PPL se nepodařilo načíst. Obnovte prosím stránku nebo kontaktujte zákaznickou podporu.',
    paymentChanged: 'PPL nepodporuje dobírku, platba změněna na kartou',
  },
};
