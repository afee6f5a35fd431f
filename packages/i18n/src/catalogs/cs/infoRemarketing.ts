/**
 * Texts of the page on turning remarketing off.
 * Page sections are data: a heading and blocks, where a string is a paragraph, `list` a bulleted
 * list and `terms` a list of terms with their explanations. Placeholders name the seller's data:
 * {company}, {companyId}, {taxId}, {address}, {email}, {phone}, {domain}.
 */
export const infoRemarketing = {
  title: 'Jak vypnout remarketing',
  description: 'Jak na webu {domain} vypnout remarketing a personalizovanou reklamu a co zůstane zachováno.',
  intro: [
    'Remarketing znamená, že Vám na jiných webech a v sociálních sítích zobrazujeme reklamu, protože jste navštívili náš web. Používáme ho jen s Vaším souhlasem s marketingovými cookies a můžete ho kdykoli vypnout.',
  ],
  optOut: {
    heading: 'Vypnutí remarketingu na našem webu',
    content: [
      'Otevřete nastavení cookies a vypněte kategorii Marketingové cookies, nebo zvolte Pouze nezbytné cookies. Od té chvíle naše stránky přestanou načítat reklamní a remarketingové nástroje a Vaše návštěvy nebudou reklamním partnerům předávány.',
    ],
  },
  adSettings: {
    heading: 'Nastavení reklamy u reklamních partnerů',
    content: [
      'Personalizovanou reklamu můžete omezit i přímo u reklamních sítí. Tyto adresy zadejte do prohlížeče:',
      {
        list: [
          'Google: adssettings.google.com',
          'Meta (Facebook a Instagram): facebook.com/adpreferences',
          'Seznam.cz: nastavení personalizace reklamy v účtu Seznam.cz na adrese o-seznam.cz',
          'Microsoft: account.microsoft.com/privacy/ad-settings',
          'Přehled mnoha reklamních sítí na jednom místě: youronlinechoices.eu',
        ],
      },
    ],
  },
  remains: {
    heading: 'Co zůstane zachováno',
    content: [
      {
        list: [
          'Technické cookies, bez kterých web a objednávkový formulář nefungují.',
          'Statistické a preferenční cookies, pokud jste je ponechali zapnuté.',
          'Reklama na jiných webech; nebude však vycházet z Vaší návštěvy našeho webu.',
          'E-maily k Vašim objednávkám. Obchodní sdělení odhlásíte odkazem v každém z nich.',
        ],
      },
      'Nastavení platí pro prohlížeč a zařízení, ve kterém ho provedete. Pokud cookies smažete nebo použijete jiný prohlížeč, zopakujte svou volbu.',
    ],
  },
};
