/** Texts of the information hub: the way into every page on cookies and personal data. */
export const infoHub = {
  title: 'Cookies a osobné údaje',
  description:
    'Prehľad informácií o cookies, ochrane osobných údajov a súhlasoch na webe {domain}: čo spracúvame, prečo a ako svoje nastavenie kedykoľvek zmeníte.',
  intro: [
    'Na tejto stránke nájdete na jednom mieste všetko o tom, ako {company} pracuje s cookies a s vašimi osobnými údajmi, a odkazy na podrobné pravidlá. Vaše údaje spracúvame len v rozsahu, ktorý potrebujeme na vybavenie objednávky, na odpoveď na vašu otázku alebo na čo ste nám dali súhlas.',
  ],
  pagesHeading: 'Podrobné informácie',
  pages: {
    cookies: {
      label: 'Zásady používania cookies',
      text: 'Čo sú cookies, aké kategórie používame, úplný zoznam cookies podľa poskytovateľov a ako ich vymazať.',
    },
    personalData: {
      label: 'Ochrana osobných údajov',
      text: 'Kto je prevádzkovateľom, na aké účely a na akom právnom základe údaje spracúvame, ako dlho ich uchovávame, komu ich poskytujeme a aké máte práva.',
    },
    conditionsPersonalData: {
      label: 'Podmienky spracúvania osobných údajov',
      text: 'Právny dokument o spracúvaní osobných údajov, ktorý je súčasťou obchodných podmienok.',
    },
    conditionsCookies: {
      label: 'Podmienky používania cookies',
      text: 'Právny dokument o cookies, z ktorého vychádza aj informačný text v nastaveniach cookies.',
    },
    heureka: {
      label: 'Súhlas so zaslaním dotazníka Overené zákazníkmi',
      text: 'Aké údaje o objednávke poskytujeme službe Heureka, aby vám mohla poslať dotazník spokojnosti, a ako súhlas odvoláte.',
    },
    remarketing: {
      label: 'Ako vypnúť remarketing',
      text: 'Ako zastaviť zobrazovanie reklám na základe vašej návštevy nášho webu.',
    },
  },
  settings: {
    heading: 'Zmena súhlasu s cookies',
    content: [
      'Súhlas s jednotlivými kategóriami cookies môžete kedykoľvek udeliť, upraviť alebo odvolať. Technické cookies, bez ktorých web nefunguje, vypnúť nemožno.',
    ],
  },
};
