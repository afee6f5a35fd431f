/** Texts of the information pages: cookies, personal data, consents and the remarketing opt-out. */
export const infoPages = {
  nav: {
    label: 'Cookies a osobné údaje',
    hub: 'Prehľad: cookies a osobné údaje',
    cookies: 'Zásady používania cookies',
    personalData: 'Ochrana osobných údajov',
    heureka: 'Súhlas s dotazníkom Overené zákazníkmi',
    remarketing: 'Ako vypnúť remarketing',
  },
  consentButton: 'Otvoriť nastavenia cookies',
  contactNote:
    'Ak máte k týmto informáciám otázku, napíšte nám na {email} alebo zavolajte na {phone} (Po – Pi 8:00 – 18:00).',
  hub: {
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
  },
  cookies: {
    title: 'Zásady používania cookies',
    description:
      'Aké cookies používa web {domain}, na čo slúžia, kto ich poskytuje, ako dlho platia a ako svoj súhlas zmeníte alebo cookies vymažete.',
    intro: [
      'Web {domain} prevádzkuje {company}, IČO {companyId}, so sídlom {address}. Na tejto stránke vysvetľujeme, aké cookies a podobné technológie používame, na čo slúžia a ako o nich rozhodujete.',
    ],
    about: {
      heading: 'Čo sú cookies',
      content: [
        'Cookies sú malé textové súbory, ktoré web ukladá do vášho prehliadača. Pri ďalšej návšteve ich prehliadač webu vráti, takže web spozná, že ste tu už boli, zapamätá si vaše nastavenia alebo rozpracovanú objednávku. Rovnako fungujú aj údaje v lokálnom úložisku prehliadača (local storage), o ktorých tu hovoríme spolu s cookies.',
        'Cookies, ktoré nastavujeme my, označujeme ako cookies prvej strany. Cookies tretích strán ukladajú služby iných spoločností, napríklad nástroje na meranie návštevnosti alebo reklamu. Relačné cookies zmiznú po zatvorení prehliadača, trvalé cookies zostávajú do uplynutia svojej platnosti alebo do vymazania.',
        'Technické cookies používame na základe nášho oprávneného záujmu na funkčnom a bezpečnom webe. Všetky ostatné cookies ukladáme len s vaším súhlasom, ktorý udeľujete v lište cookies alebo v nastaveniach cookies.',
      ],
    },
    categories: {
      heading: 'Kategórie cookies',
      content: [
        'Cookies delíme do štyroch kategórií. Súhlas udeľujete osobitne pre každú kategóriu okrem technických cookies.',
        {
          terms: [
            {
              term: 'Technické (nevyhnutné) cookies',
              text: 'Zabezpečujú základné funkcie webu: objednávkový formulár, zapamätanie stránky, na ktorú sa vraciate, uloženie vašej voľby cookies a ochranu pred zneužitím. Bez nich web nefunguje, preto ich nemožno vypnúť.',
            },
            {
              term: 'Štatistické cookies',
              text: 'Pomáhajú nám pochopiť, ako návštevníci web používajú: ktoré stránky čítajú, odkiaľ prichádzajú a kde majú ťažkosti. Údaje vyhodnocujeme súhrnne a podľa nich web zlepšujeme.',
            },
            {
              term: 'Preferenčné cookies',
              text: 'Pamätajú si vaše voľby a sprístupňujú doplnkové funkcie, napríklad okno četu so zákazníckou podporou a históriu vašej konverzácie.',
            },
            {
              term: 'Marketingové cookies',
              text: 'Umožňujú nám a našim reklamným partnerom zobrazovať vám na iných weboch reklamu, ktorá zodpovedá vašim záujmom, a merať, či reklama viedla k objednávke.',
            },
          ],
        },
      ],
    },
    list: {
      heading: 'Zoznam cookies podľa poskytovateľov',
      intro:
        'Zoznam zodpovedá nastaveniam cookies na tomto webe. Pri každom poskytovateľovi nájdete jeho služby a cookies, ktoré ukladajú, s popisom, typom, kategóriou a dobou platnosti.',
      services: 'Služby poskytovateľa {provider}',
      empty: 'Web v tejto chvíli neukladá žiadne cookies.',
    },
    consent: {
      heading: 'Ako zmeniť svoj súhlas',
      content: [
        'Súhlas udelený v lište cookies môžete kedykoľvek zmeniť alebo odvolať: otvorte nastavenia cookies tlačidlom nižšie alebo tlačidlom Nastavenia cookies v päte každej stránky. Zmena platí okamžite; služby, s ktorými už nesúhlasíte, prestaneme načítavať.',
        'Odvolanie súhlasu nemá vplyv na zákonnosť spracúvania pred jeho odvolaním.',
      ],
    },
    deleting: {
      heading: 'Ako vymazať cookies v prehliadači',
      content: [
        'Uložené cookies a údaje webu môžete kedykoľvek vymazať v nastaveniach prehliadača. Po vymazaní sa vás web znova opýta na súhlas s cookies.',
        {
          list: [
            'Google Chrome: Nastavenia › Ochrana súkromia a zabezpečenie › Odstrániť dáta prehliadania › Súbory cookie a ďalšie dáta webov.',
            'Mozilla Firefox: Nastavenia › Súkromie a bezpečnosť › Cookies a údaje stránok › Vymazať údaje.',
            'Safari na Macu: Safari › Nastavenia › Súkromie › Spravovať údaje webových stránok.',
            'Safari na iPhone a iPade: Nastavenia › Safari › Vymazať históriu a údaje webových stránok.',
            'Microsoft Edge: Nastavenia › Ochrana osobných údajov, vyhľadávanie a služby › Vymazať údaje prehľadávania.',
          ],
        },
        'V nastaveniach prehliadača môžete cookies aj úplne zablokovať alebo povoliť len pre vybrané weby. Ak zablokujete aj technické cookies, objednávkový formulár nebude fungovať správne.',
      ],
    },
  },
  personalData: {
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
  },
  heureka: {
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
  },
  remarketing: {
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
  },
};
