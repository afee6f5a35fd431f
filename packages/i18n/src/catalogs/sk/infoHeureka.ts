/** Texts of the page on the consent to the review questionnaire. */
export const infoHeureka = {
  title: 'Súhlas so zaslaním dotazníka Overené zákazníkmi',
  description:
    'Aké údaje o objednávke poskytuje {company} službe Overené zákazníkmi spoločnosti Heureka Shopping s.r.o. a ako svoj súhlas odvoláte.',
  intro: [
    'Chceme vedieť, ako ste s nákupom spokojní. Ak s tým súhlasíte, pošle vám služba Overené zákazníkmi po doručení objednávky krátky dotazník spokojnosti. Vaše hodnotenie potom pomáha ďalším zákazníkom pri výbere obchodu.',
  ],
  sections: [
    {
      heading: 'Komu údaje poskytujeme',
      content: [
        'Službu Overené zákazníkmi prevádzkuje spoločnosť Heureka Shopping s.r.o., so sídlom Karolinská 650/1, 186 00 Praha 8, Česká republika. Údaje od nás získava ako samostatný prevádzkovateľ a spracúva ich podľa svojich zásad ochrany osobných údajov zverejnených na webe heureka.sk.',
      ],
    },
    {
      heading: 'Aké údaje posielame',
      content: [
        {
          list: [
            'Vašu e-mailovú adresu, na ktorú Heureka pošle dotazník.',
            'Číslo objednávky.',
            'Názvy a kódy objednaných produktov, aby ste mohli hodnotiť aj konkrétny tovar.',
          ],
        },
        'Meno, adresu, telefón, platobné údaje ani iné údaje o objednávke službe Heureka neposkytujeme.',
      ],
    },
    {
      heading: 'Prečo a na akom základe',
      content: [
        'Údaje poskytujeme len s vaším súhlasom (čl. 6 ods. 1 písm. a) GDPR), ktorý udeľujete pri dokončení objednávky. Súhlas je dobrovoľný a na vybavenie objednávky nemá žiadny vplyv. Údaje odošleme najviac raz za objednávku, po jej doručení.',
      ],
    },
    {
      heading: 'Ako súhlas odvolať',
      content: [
        'Súhlas môžete kedykoľvek odvolať e-mailom na {email} alebo odkazom na odhlásenie v e-maile s dotazníkom. Ak súhlas odvoláte pred odoslaním údajov, službe Heureka ich už neposkytneme. Údaje, ktoré už Heureka má, vymaže na vašu žiadosť podľa svojich zásad.',
        'Odvolanie súhlasu nemá vplyv na zákonnosť spracúvania pred jeho odvolaním.',
      ],
    },
  ],
};
