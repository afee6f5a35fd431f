/** Texts of the page on turning remarketing off. */
export const infoRemarketing = {
  title: 'Ako vypnúť remarketing',
  description: 'Ako na webe {domain} vypnúť remarketing a personalizovanú reklamu a čo zostane zachované.',
  intro: [
    'Remarketing znamená, že vám na iných weboch a v sociálnych sieťach zobrazujeme reklamu, pretože ste navštívili náš web. Používame ho len s vaším súhlasom s marketingovými cookies a môžete ho kedykoľvek vypnúť.',
  ],
  optOut: {
    heading: 'Vypnutie remarketingu na našom webe',
    content: [
      'Otvorte nastavenia cookies a vypnite kategóriu Marketingové cookies alebo zvoľte Iba nevyhnutné cookies. Od tej chvíle naše stránky prestanú načítavať reklamné a remarketingové nástroje a vaše návštevy nebudú reklamným partnerom odovzdávané.',
    ],
  },
  adSettings: {
    heading: 'Nastavenia reklamy u reklamných partnerov',
    content: [
      'Personalizovanú reklamu môžete obmedziť aj priamo v reklamných sieťach. Tieto adresy zadajte do prehliadača:',
      {
        list: [
          'Google: adssettings.google.com',
          'Meta (Facebook a Instagram): facebook.com/adpreferences',
          'Seznam.cz: nastavenia personalizácie reklamy v účte Seznam.cz na adrese o-seznam.cz',
          'Microsoft: account.microsoft.com/privacy/ad-settings',
          'Prehľad mnohých reklamných sietí na jednom mieste: youronlinechoices.eu',
        ],
      },
    ],
  },
  remains: {
    heading: 'Čo zostane zachované',
    content: [
      {
        list: [
          'Technické cookies, bez ktorých web a objednávkový formulár nefungujú.',
          'Štatistické a preferenčné cookies, ak ste ich ponechali zapnuté.',
          'Reklama na iných weboch; nebude však vychádzať z vašej návštevy nášho webu.',
          'E-maily k vašim objednávkam. Obchodné oznámenia odhlásite odkazom v každom z nich.',
        ],
      },
      'Nastavenie platí pre prehliadač a zariadenie, v ktorom ho urobíte. Ak cookies vymažete alebo použijete iný prehliadač, zopakujte svoju voľbu.',
    ],
  },
};
