/** Texts of the personal data protection page. */
export const infoPersonalData = {
  title: 'Ochrana osobných údajov',
  description:
    'Ako {company} spracúva osobné údaje zákazníkov a návštevníkov webu {domain}: účely, právne základy, doba uchovávania, príjemcovia a vaše práva podľa GDPR.',
  intro: [
    'Vážime si vašu dôveru. Táto informácia vysvetľuje, ako spracúvame vaše osobné údaje, keď na webe {domain} nakupujete, píšete nám alebo si web prezeráte. Riadime sa nariadením Európskeho parlamentu a Rady (EÚ) 2016/679 (GDPR) a zákonom č. 18/2018 Z. z. o ochrane osobných údajov.',
  ],
  sections: [
    {
      heading: 'Prevádzkovateľ osobných údajov',
      content: [
        'Prevádzkovateľom vašich osobných údajov je {company}, IČO {companyId}, DIČ {taxId}, so sídlom {address}.',
        'Vo všetkých otázkach ochrany osobných údajov nás zastihnete na e-maile {email} alebo na telefóne {phone}. Zodpovednú osobu sme určiť nemuseli; vašim žiadostiam sa venuje priamo náš tím ochrany údajov.',
      ],
    },
    {
      heading: 'Aké údaje spracúvame',
      content: [
        {
          list: [
            'Identifikačné a kontaktné údaje: meno, priezvisko, prípadne názov firmy, doručovacia adresa, e-mail a telefón.',
            'Údaje o objednávkach: objednaný tovar, spôsob dopravy a platby, platobné údaje o úhrade a komunikácia k objednávke. Údaje o platobnej karte zadávate priamo na platobnej bráne, my ich nevidíme ani neukladáme.',
            'Dátum narodenia, ak sa v objednávke vyžaduje na overenie, že máte viac ako 18 rokov.',
            'Obsah vašich otázok z kontaktného formulára, e-mailu alebo telefónu a číslo zákazníka, ak ho uvediete.',
            'Údaje o používaní webu: navštívené stránky, typ zariadenia a prehliadača, približná poloha podľa IP adresy a identifikátory z cookies, vždy podľa vašich nastavení cookies.',
          ],
        },
      ],
    },
    {
      heading: 'Účely a právne základy spracúvania',
      content: [
        {
          terms: [
            {
              term: 'Vybavenie objednávky',
              text: 'Údaje z objednávky potrebujeme na uzavretie a splnenie kúpnej zmluvy: na odoslanie zásielky, prijatie platby, vybavenie reklamácie a komunikáciu s vami. Právnym základom je plnenie zmluvy (čl. 6 ods. 1 písm. b) GDPR). Bez nich objednávku vybaviť nemôžeme.',
            },
            {
              term: 'Účtovníctvo a dane',
              text: 'Faktúry a ďalšie účtovné doklady vedieme, pretože nám to ukladajú účtovné a daňové predpisy. Právnym základom je plnenie zákonnej povinnosti (čl. 6 ods. 1 písm. c) GDPR).',
            },
            {
              term: 'Odpoveď na otázku z kontaktného formulára',
              text: 'Meno, e-mail, telefón a text správy používame len na to, aby sme vám odpovedali. Právnym základom je náš oprávnený záujem odpovedať na otázky zákazníkov (čl. 6 ods. 1 písm. f) GDPR), a ak ide o objednávku, aj plnenie zmluvy.',
            },
            {
              term: 'Obchodné oznámenia',
              text: 'Zákazníkom, ktorí u nás nakúpili, môžeme e-mailom posielať ponuky podobného tovaru. Právnym základom je náš oprávnený záujem na priamom marketingu (čl. 6 ods. 1 písm. f) GDPR a § 116 ods. 15 zákona č. 452/2021 Z. z. o elektronických komunikáciách). Ostatným posielame obchodné oznámenia len s ich súhlasom. Zasielanie môžete kedykoľvek odmietnuť odkazom v každom e-maile alebo na adrese {email}.',
            },
            {
              term: 'Meranie návštevnosti a zlepšovanie webu',
              text: 'Štatistické cookies používame len s vaším súhlasom (čl. 6 ods. 1 písm. a) GDPR). Údaje vyhodnocujeme súhrnne.',
            },
            {
              term: 'Reklama a remarketing',
              text: 'Marketingové cookies a reklamné nástroje používame len s vaším súhlasom (čl. 6 ods. 1 písm. a) GDPR). Súhlas môžete kedykoľvek odvolať v nastaveniach cookies.',
            },
            {
              term: 'Bezpečnosť webu a ochrana pred zneužitím',
              text: 'Technické záznamy o prístupoch a ochranu formulárov pred spamom prevádzkujeme na základe oprávneného záujmu na bezpečnej prevádzke webu (čl. 6 ods. 1 písm. f) GDPR).',
            },
            {
              term: 'Ochrana našich práv',
              text: 'Údaje o objednávkach môžeme použiť na uplatnenie a obhajobu právnych nárokov, napríklad pri spore o platbu. Právnym základom je náš oprávnený záujem (čl. 6 ods. 1 písm. f) GDPR).',
            },
          ],
        },
      ],
    },
    {
      heading: 'Ako dlho údaje uchovávame',
      content: [
        {
          list: [
            'Údaje o objednávkach počas plnenia zmluvy a potom do uplynutia premlčacích lehôt, najdlhšie 4 roky od vybavenia poslednej objednávky.',
            'Účtovné a daňové doklady 10 rokov od konca roka, v ktorom boli vystavené, ako ukladajú účtovné a daňové predpisy.',
            'Otázky z kontaktného formulára a súvisiacu komunikáciu 1 rok od vybavenia otázky, ak sa netýkajú objednávky.',
            'Údaje na obchodné oznámenia do odhlásenia, najdlhšie 3 roky od vašej poslednej objednávky.',
            'Údaje z cookies počas platnosti jednotlivých cookies uvedenej v zásadách používania cookies, najdlhšie 2 roky.',
            'Záznam o vašom súhlase s cookies 3 roky od jeho udelenia alebo zmeny, aby sme mohli súhlas preukázať.',
          ],
        },
        'Po uplynutí týchto lehôt údaje vymažeme alebo anonymizujeme.',
      ],
    },
    {
      heading: 'Komu údaje poskytujeme',
      content: [
        'Vaše údaje nepredávame. Poskytujeme ich len tomu, kto ich potrebuje na uvedené účely, a so sprostredkovateľmi máme uzavreté zmluvy o spracúvaní osobných údajov.',
        {
          list: [
            'Prepravcom, ktorí doručujú zásielky: Slovenská pošta, a. s., Packeta Slovakia s. r. o. a PPL CZ s.r.o., a to meno, doručovaciu adresu, telefón a e-mail v rozsahu potrebnom na doručenie.',
            'Prevádzkovateľovi platobnej brány, cez ktorú platíte kartou online; údaje o karte spracúva výhradne on.',
            'Banke, ktorá vedie náš účet, pri platbe prevodom.',
            'Poskytovateľom účtovníckych, IT a hostingových služieb a e-mailovej komunikácie, ktorí pre nás údaje spracúvajú ako sprostredkovatelia.',
            'Poskytovateľom analytických a reklamných nástrojov uvedeným v zásadách používania cookies, len s vaším súhlasom.',
            'Spoločnosti Heureka Shopping s.r.o., len ak súhlasíte so zaslaním dotazníka Overené zákazníkmi.',
            'Súdom, polícii a ďalším orgánom verejnej moci, ak nám to ukladá zákon.',
          ],
        },
        'Niektorí poskytovatelia analytických a reklamných nástrojov (napríklad Google, Meta alebo Microsoft) môžu údaje prenášať do USA. Prenos sa riadi rámcom EÚ – USA na ochranu osobných údajov alebo štandardnými zmluvnými doložkami schválenými Európskou komisiou.',
      ],
    },
    {
      heading: 'Vaše práva',
      content: [
        'V súvislosti so spracúvaním osobných údajov máte tieto práva:',
        {
          terms: [
            {
              term: 'Právo na prístup',
              text: 'Môžete sa nás opýtať, či a aké vaše údaje spracúvame, a získať ich kópiu.',
            },
            {
              term: 'Právo na opravu',
              text: 'Nesprávne alebo neúplné údaje opravíme či doplníme.',
            },
            {
              term: 'Právo na vymazanie',
              text: 'Údaje vymažeme, ak už nie sú potrebné, odvoláte súhlas alebo podáte oprávnenú námietku, pokiaľ ich nemusíme uchovávať podľa zákona.',
            },
            {
              term: 'Právo na obmedzenie spracúvania',
              text: 'Napríklad počas doby, keď overujeme správnosť údajov alebo vašu námietku, budeme údaje len uchovávať.',
            },
            {
              term: 'Právo na prenosnosť',
              text: 'Údaje, ktoré ste nám poskytli a ktoré spracúvame automatizovane na základe zmluvy alebo súhlasu, vám alebo inému prevádzkovateľovi odovzdáme v strojovo čitateľnom formáte.',
            },
            {
              term: 'Právo namietať',
              text: 'Proti spracúvaniu na základe oprávneného záujmu môžete podať námietku; proti priamemu marketingu kedykoľvek a bez udania dôvodu.',
            },
            {
              term: 'Právo odvolať súhlas',
              text: 'Súhlas môžete kedykoľvek odvolať, pri cookies v nastaveniach cookies, inak e-mailom. Zákonnosť spracúvania pred odvolaním tým nie je dotknutá.',
            },
            {
              term: 'Automatizované rozhodovanie',
              text: 'Nerozhodujeme o vás výlučne automatizovane a nevykonávame profilovanie s právnymi účinkami.',
            },
          ],
        },
        'Žiadosť nám pošlite na {email} alebo poštou na adresu sídla. Vybavíme ju bezplatne a najneskôr do jedného mesiaca; v zložitých prípadoch vás môžeme informovať o predĺžení lehoty. Aby sme údaje neposkytli neoprávnenej osobe, môžeme vás požiadať o overenie totožnosti.',
      ],
    },
    {
      heading: 'Dozorný orgán',
      content: [
        'Ak sa domnievate, že údaje spracúvame v rozpore s predpismi, môžete podať návrh na začatie konania na Úrad na ochranu osobných údajov Slovenskej republiky, Hraničná 12, 820 07 Bratislava 27, www.dataprotection.gov.sk. Budeme radi, ak sa predtým obrátite na nás, aby sme vec mohli napraviť.',
      ],
    },
  ],
  cookies: {
    heading: 'Cookies',
    content: ['Ako používame cookies a ako zmeníte svoj súhlas, opisujeme v zásadách používania cookies.'],
    link: 'Zásady používania cookies',
  },
  closing: {
    heading: 'Kontakt a zmeny tejto informácie',
    content: [
      '{company}, {address}, e-mail {email}, telefón {phone} (Po – Pi 8:00 – 18:00).',
      'Túto informáciu aktualizujeme, keď sa zmení spôsob spracúvania údajov alebo právne predpisy. Platné znenie nájdete vždy na tejto stránke.',
    ],
  },
};
