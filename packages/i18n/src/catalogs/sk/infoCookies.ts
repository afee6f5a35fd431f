/** Texts of the cookie policy page. */
export const infoCookies = {
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
};
