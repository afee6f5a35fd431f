/**
 * Texts of the cookie policy page.
 * Page sections are data: a heading and blocks, where a string is a paragraph, `list` a bulleted
 * list and `terms` a list of terms with their explanations. Placeholders name the seller's data:
 * {company}, {companyId}, {taxId}, {address}, {email}, {phone}, {domain}.
 */
export const infoCookies = {
  title: 'Zásady používání cookies',
  description:
    'Jaké cookies používá web {domain}, k čemu slouží, kdo je poskytuje, jak dlouho trvají a jak svůj souhlas změníte nebo cookies smažete.',
  intro: [
    'Web {domain} provozuje {company}, IČO {companyId}, se sídlem {address}. Na této stránce vysvětlujeme, jaké cookies a podobné technologie používáme, k čemu slouží a jak o nich rozhodujete.',
  ],
  about: {
    heading: 'Co jsou cookies',
    content: [
      'Cookies jsou malé textové soubory, které web ukládá do Vašeho prohlížeče. Při další návštěvě je prohlížeč webu vrátí, takže web pozná, že jste tu už byli, zapamatuje si Vaše nastavení nebo rozpracovanou objednávku. Stejně fungují i data v místním úložišti prohlížeče (local storage), o kterých zde mluvíme společně s cookies.',
      'Cookies, které nastavujeme my, označujeme jako cookies první strany. Cookies třetích stran ukládají služby jiných společností, například nástroje pro měření návštěvnosti nebo reklamu. Cookies relace zmizí po zavření prohlížeče, trvalé cookies zůstávají do uplynutí své platnosti nebo do smazání.',
      'Technické cookies používáme na základě našeho oprávněného zájmu na funkčním a bezpečném webu. Všechny ostatní cookies ukládáme jen s Vaším souhlasem, který udělujete v liště cookies nebo v nastavení cookies.',
    ],
  },
  categories: {
    heading: 'Kategorie cookies',
    content: [
      'Cookies dělíme do čtyř kategorií. Souhlas udělujete zvlášť pro každou kategorii kromě technických cookies.',
      {
        terms: [
          {
            term: 'Technické (nezbytné) cookies',
            text: 'Zajišťují základní funkce webu: objednávkový formulář, zapamatování stránky, na kterou se vracíte, uložení Vaší volby cookies a ochranu proti zneužití. Bez nich web nefunguje, proto je nelze vypnout.',
          },
          {
            term: 'Statistické cookies',
            text: 'Pomáhají nám pochopit, jak návštěvníci web používají: které stránky čtou, odkud přicházejí a kde mají potíže. Údaje vyhodnocujeme souhrnně a podle nich web zlepšujeme.',
          },
          {
            term: 'Preferenční cookies',
            text: 'Pamatují si Vaše volby a zpřístupňují doplňkové funkce, například okno chatu se zákaznickou podporou a historii Vaší konverzace.',
          },
          {
            term: 'Marketingové cookies',
            text: 'Umožňují nám a našim reklamním partnerům zobrazovat Vám na jiných webech reklamu, která odpovídá Vašim zájmům, a měřit, zda reklama vedla k objednávce.',
          },
        ],
      },
    ],
  },
  list: {
    heading: 'Seznam cookies podle poskytovatelů',
    intro:
      'Seznam odpovídá nastavení cookies na tomto webu. U každého poskytovatele najdete jeho služby a cookies, které ukládají, s popisem, typem, kategorií a dobou platnosti.',
    services: 'Služby poskytovatele {provider}',
    empty: 'Web v tuto chvíli neukládá žádné cookies.',
  },
  consent: {
    heading: 'Jak změnit svůj souhlas',
    content: [
      'Souhlas udělený v liště cookies můžete kdykoli změnit nebo odvolat: otevřete nastavení cookies tlačítkem níže nebo tlačítkem Nastavení cookies v patičce každé stránky. Změna platí okamžitě; služby, se kterými už nesouhlasíte, přestaneme načítat.',
      'Odvoláním souhlasu není dotčena zákonnost zpracování před jeho odvoláním.',
    ],
  },
  deleting: {
    heading: 'Jak cookies smazat v prohlížeči',
    content: [
      'Uložené cookies a data webu můžete kdykoli smazat v nastavení prohlížeče. Po smazání se Vás web znovu zeptá na souhlas s cookies.',
      {
        list: [
          'Google Chrome: Nastavení › Ochrana soukromí a zabezpečení › Smazat údaje o prohlížení › Soubory cookie a další data webů.',
          'Mozilla Firefox: Nastavení › Soukromí a zabezpečení › Cookies a data stránek › Vymazat data.',
          'Safari na Macu: Safari › Nastavení › Soukromí › Spravovat data webových stránek.',
          'Safari na iPhonu a iPadu: Nastavení › Safari › Vymazat historii a data webových stránek.',
          'Microsoft Edge: Nastavení › Soukromí, vyhledávání a služby › Odstranit data procházení.',
        ],
      },
      'V nastavení prohlížeče můžete cookies také zcela zablokovat nebo povolit jen pro vybrané weby. Pokud zablokujete i technické cookies, nebude objednávkový formulář fungovat správně.',
    ],
  },
};
