/**
 * Texts of the information pages: cookies, personal data, consents and the remarketing opt-out.
 * Page sections are data: a heading and blocks, where a string is a paragraph, `list` a bulleted
 * list and `terms` a list of terms with their explanations. Placeholders name the seller's data:
 * {company}, {companyId}, {taxId}, {address}, {email}, {phone}, {domain}.
 */
export const infoPages = {
  nav: {
    label: 'Cookies a osobní údaje',
    hub: 'Přehled: cookies a osobní údaje',
    cookies: 'Zásady používání cookies',
    personalData: 'Ochrana osobních údajů',
    heureka: 'Souhlas s dotazníkem Ověřeno zákazníky',
    remarketing: 'Jak vypnout remarketing',
  },
  consentButton: 'Otevřít nastavení cookies',
  contactNote:
    'Máte-li k těmto informacím dotaz, napište nám na {email} nebo zavolejte na {phone} (Po–Pá 8:00–18:00).',
  hub: {
    title: 'Cookies a osobní údaje',
    description:
      'Přehled informací o cookies, ochraně osobních údajů a souhlasech na webu {domain}: co zpracováváme, proč a jak své nastavení kdykoli změníte.',
    intro: [
      'Na této stránce najdete na jednom místě vše o tom, jak {company} pracuje s cookies a s Vašimi osobními údaji, a odkazy na podrobná pravidla. Vaše údaje zpracováváme jen v rozsahu, který potřebujeme k vyřízení objednávky, k odpovědi na Váš dotaz nebo k čemu jste nám dali souhlas.',
    ],
    pagesHeading: 'Podrobné informace',
    pages: {
      cookies: {
        label: 'Zásady používání cookies',
        text: 'Co jsou cookies, jaké kategorie používáme, úplný seznam cookies podle poskytovatelů a jak je smazat.',
      },
      personalData: {
        label: 'Ochrana osobních údajů',
        text: 'Kdo je správcem, k jakým účelům a na jakém právním základě údaje zpracováváme, jak dlouho je uchováváme, komu je předáváme a jaká máte práva.',
      },
      conditionsPersonalData: {
        label: 'Podmínky zpracování osobních údajů',
        text: 'Právní dokument o zpracování osobních údajů, který je součástí obchodních podmínek.',
      },
      conditionsCookies: {
        label: 'Podmínky používání cookies',
        text: 'Právní dokument o cookies, ze kterého vychází i informační text v nastavení cookies.',
      },
      heureka: {
        label: 'Souhlas se zasláním dotazníku Ověřeno zákazníky',
        text: 'Jaké údaje o objednávce předáváme službě Heureka, aby Vám mohla poslat dotazník spokojenosti, a jak souhlas odvoláte.',
      },
      remarketing: {
        label: 'Jak vypnout remarketing',
        text: 'Jak zastavit zobrazování reklam na základě Vaší návštěvy našeho webu.',
      },
    },
    settings: {
      heading: 'Změna souhlasu s cookies',
      content: [
        'Souhlas s jednotlivými kategoriemi cookies můžete kdykoli udělit, upravit nebo odvolat. Technické cookies, bez kterých web nefunguje, vypnout nelze.',
      ],
    },
  },
  cookies: {
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
  },
  personalData: {
    title: 'Ochrana osobních údajů',
    description:
      'Jak {company} zpracovává osobní údaje zákazníků a návštěvníků webu {domain}: účely, právní základy, doba uložení, příjemci a Vaše práva podle GDPR.',
    intro: [
      'Vážíme si Vaší důvěry. Tato informace vysvětluje, jak zpracováváme Vaše osobní údaje, když na webu {domain} nakupujete, píšete nám nebo si web prohlížíte. Řídíme se nařízením Evropského parlamentu a Rady (EU) 2016/679 (GDPR) a zákonem č. 110/2019 Sb., o zpracování osobních údajů.',
    ],
    sections: [
      {
        heading: 'Správce osobních údajů',
        content: [
          'Správcem Vašich osobních údajů je {company}, IČO {companyId}, DIČ {taxId}, se sídlem {address}.',
          'Ve všech otázkách ochrany osobních údajů nás zastihnete na e-mailu {email} nebo na telefonu {phone}. Pověřence pro ochranu osobních údajů jsme jmenovat nemuseli; Vašim žádostem se věnuje přímo náš tým ochrany údajů.',
        ],
      },
      {
        heading: 'Jaké údaje zpracováváme',
        content: [
          {
            list: [
              'Identifikační a kontaktní údaje: jméno, příjmení, případně název firmy, doručovací adresa, e-mail a telefon.',
              'Údaje o objednávkách: objednané zboží, způsob dopravy a platby, platební údaje o úhradě a komunikace k objednávce. Údaje o platební kartě zadáváte přímo na platební bráně, my je nevidíme ani neukládáme.',
              'Datum narození, pokud je v objednávce vyžadováno k ověření, že jste starší 18 let.',
              'Obsah Vašich dotazů z kontaktního formuláře, e-mailu nebo telefonu a číslo zákazníka, pokud ho uvedete.',
              'Údaje o používání webu: navštívené stránky, typ zařízení a prohlížeče, přibližné umístění podle IP adresy a identifikátory z cookies, vždy podle Vašeho nastavení cookies.',
            ],
          },
        ],
      },
      {
        heading: 'Účely a právní základy zpracování',
        content: [
          {
            terms: [
              {
                term: 'Vyřízení objednávky',
                text: 'Údaje z objednávky potřebujeme k uzavření a splnění kupní smlouvy: k odeslání zásilky, přijetí platby, vyřízení reklamace a komunikaci s Vámi. Právním základem je plnění smlouvy (čl. 6 odst. 1 písm. b) GDPR). Bez nich objednávku vyřídit nemůžeme.',
              },
              {
                term: 'Účetnictví a daně',
                text: 'Faktury a další účetní doklady vedeme, protože nám to ukládají účetní a daňové předpisy. Právním základem je plnění právní povinnosti (čl. 6 odst. 1 písm. c) GDPR).',
              },
              {
                term: 'Odpověď na dotaz z kontaktního formuláře',
                text: 'Jméno, e-mail, telefon a text zprávy používáme jen k tomu, abychom Vám odpověděli. Právním základem je náš oprávněný zájem odpovídat na dotazy zákazníků (čl. 6 odst. 1 písm. f) GDPR), a jde-li o objednávku, také plnění smlouvy.',
              },
              {
                term: 'Obchodní sdělení',
                text: 'Zákazníkům, kteří u nás nakoupili, můžeme e-mailem posílat nabídky podobného zboží. Právním základem je náš oprávněný zájem na přímém marketingu (čl. 6 odst. 1 písm. f) GDPR a § 7 odst. 3 zákona č. 480/2004 Sb.). Ostatním posíláme obchodní sdělení jen s jejich souhlasem. Zasílání můžete kdykoli odmítnout odkazem v každém e-mailu nebo na adrese {email}.',
              },
              {
                term: 'Měření návštěvnosti a zlepšování webu',
                text: 'Statistické cookies používáme jen s Vaším souhlasem (čl. 6 odst. 1 písm. a) GDPR). Údaje vyhodnocujeme souhrnně.',
              },
              {
                term: 'Reklama a remarketing',
                text: 'Marketingové cookies a reklamní nástroje používáme jen s Vaším souhlasem (čl. 6 odst. 1 písm. a) GDPR). Souhlas můžete kdykoli odvolat v nastavení cookies.',
              },
              {
                term: 'Bezpečnost webu a ochrana před zneužitím',
                text: 'Technické záznamy o přístupech a ochranu formulářů proti spamu provozujeme na základě oprávněného zájmu na bezpečném provozu webu (čl. 6 odst. 1 písm. f) GDPR).',
              },
              {
                term: 'Ochrana našich práv',
                text: 'Údaje o objednávkách můžeme použít k uplatnění a obhajobě právních nároků, například při sporu o platbu. Právním základem je náš oprávněný zájem (čl. 6 odst. 1 písm. f) GDPR).',
              },
            ],
          },
        ],
      },
      {
        heading: 'Jak dlouho údaje uchováváme',
        content: [
          {
            list: [
              'Údaje o objednávkách po dobu plnění smlouvy a poté do uplynutí promlčecích lhůt, nejdéle 4 roky od vyřízení poslední objednávky.',
              'Účetní a daňové doklady 10 let od konce roku, ve kterém byly vystaveny, jak ukládají účetní a daňové předpisy.',
              'Dotazy z kontaktního formuláře a související komunikaci 1 rok od vyřízení dotazu, pokud se netýkají objednávky.',
              'Údaje pro obchodní sdělení do odhlášení, nejdéle 3 roky od Vaší poslední objednávky.',
              'Údaje z cookies po dobu platnosti jednotlivých cookies uvedenou v zásadách používání cookies, nejdéle 2 roky.',
              'Záznam o Vašem souhlasu s cookies 3 roky od jeho udělení nebo změny, abychom mohli souhlas doložit.',
            ],
          },
          'Po uplynutí těchto lhůt údaje smažeme nebo anonymizujeme.',
        ],
      },
      {
        heading: 'Komu údaje předáváme',
        content: [
          'Vaše údaje neprodáváme. Předáváme je jen tomu, kdo je potřebuje k uvedeným účelům, a se zpracovateli máme uzavřené smlouvy o zpracování osobních údajů.',
          {
            list: [
              'Dopravcům, kteří doručují zásilky: Česká pošta, s.p., Zásilkovna s.r.o. a PPL CZ s.r.o., a to jméno, doručovací adresu, telefon a e-mail v rozsahu potřebném k doručení.',
              'Provozovateli platební brány, přes kterou platíte kartou online; údaje o kartě zpracovává výhradně on.',
              'Bance, která vede náš účet, při platbě převodem.',
              'Poskytovatelům účetních, IT a hostingových služeb a e-mailové komunikace, kteří pro nás údaje zpracovávají jako zpracovatelé.',
              'Poskytovatelům analytických a reklamních nástrojů uvedeným v zásadách používání cookies, jen s Vaším souhlasem.',
              'Společnosti Heureka Shopping s.r.o., jen pokud souhlasíte se zasláním dotazníku Ověřeno zákazníky.',
              'Soudům, policii a dalším orgánům veřejné moci, pokud nám to ukládá zákon.',
            ],
          },
          'Někteří poskytovatelé analytických a reklamních nástrojů (například Google, Meta nebo Microsoft) mohou údaje předávat do USA. Předání se řídí rámcem EU–USA pro ochranu osobních údajů nebo standardními smluvními doložkami schválenými Evropskou komisí.',
        ],
      },
      {
        heading: 'Vaše práva',
        content: [
          'V souvislosti se zpracováním osobních údajů máte tato práva:',
          {
            terms: [
              {
                term: 'Právo na přístup',
                text: 'Můžete se nás zeptat, zda a jaké Vaše údaje zpracováváme, a získat jejich kopii.',
              },
              {
                term: 'Právo na opravu',
                text: 'Nepřesné nebo neúplné údaje opravíme či doplníme.',
              },
              {
                term: 'Právo na výmaz',
                text: 'Údaje smažeme, pokud už nejsou potřeba, odvoláte souhlas nebo vznesete oprávněnou námitku, ledaže je musíme uchovat podle zákona.',
              },
              {
                term: 'Právo na omezení zpracování',
                text: 'Například po dobu, kdy ověřujeme přesnost údajů nebo Vaši námitku, budeme údaje jen uchovávat.',
              },
              {
                term: 'Právo na přenositelnost',
                text: 'Údaje, které jste nám poskytli a které zpracováváme automatizovaně na základě smlouvy nebo souhlasu, Vám nebo jinému správci předáme ve strojově čitelném formátu.',
              },
              {
                term: 'Právo vznést námitku',
                text: 'Proti zpracování na základě oprávněného zájmu můžete vznést námitku; proti přímému marketingu kdykoli a bez udání důvodu.',
              },
              {
                term: 'Právo odvolat souhlas',
                text: 'Souhlas můžete kdykoli odvolat, u cookies v nastavení cookies, jinak e-mailem. Zákonnost zpracování před odvoláním tím není dotčena.',
              },
              {
                term: 'Automatizované rozhodování',
                text: 'Nerozhodujeme o Vás výhradně automatizovaně a neprovádíme profilování s právními účinky.',
              },
            ],
          },
          'Žádost nám pošlete na {email} nebo poštou na adresu sídla. Vyřídíme ji bezplatně a nejpozději do jednoho měsíce; ve složitých případech Vás můžeme informovat o prodloužení lhůty. Abychom údaje nepředali nepovolané osobě, můžeme Vás požádat o ověření totožnosti.',
        ],
      },
      {
        heading: 'Dozorový úřad',
        content: [
          'Pokud se domníváte, že údaje zpracováváme v rozporu s předpisy, můžete podat stížnost u Úřadu pro ochranu osobních údajů, Pplk. Sochora 27, 170 00 Praha 7, www.uoou.cz. Budeme rádi, když se předtím obrátíte na nás, abychom věc mohli napravit.',
        ],
      },
    ],
    cookies: {
      heading: 'Cookies',
      content: ['Jak používáme cookies a jak změníte svůj souhlas, popisujeme v zásadách používání cookies.'],
      link: 'Zásady používání cookies',
    },
    closing: {
      heading: 'Kontakt a změny této informace',
      content: [
        '{company}, {address}, e-mail {email}, telefon {phone} (Po–Pá 8:00–18:00).',
        'Tuto informaci aktualizujeme, když se změní způsob zpracování údajů nebo právní předpisy. Platné znění najdete vždy na této stránce.',
      ],
    },
  },
  heureka: {
    title: 'Souhlas se zasláním dotazníku Ověřeno zákazníky',
    description:
      'Jaké údaje o objednávce předává {company} službě Ověřeno zákazníky společnosti Heureka Shopping s.r.o. a jak svůj souhlas odvoláte.',
    intro: [
      'Chceme vědět, jak jste s nákupem spokojeni. Pokud s tím souhlasíte, pošle Vám služba Ověřeno zákazníky po doručení objednávky krátký dotazník spokojenosti. Vaše hodnocení pak pomáhá dalším zákazníkům při výběru obchodu.',
    ],
    sections: [
      {
        heading: 'Komu údaje předáváme',
        content: [
          'Službu Ověřeno zákazníky provozuje společnost Heureka Shopping s.r.o., se sídlem Karolinská 650/1, 186 00 Praha 8. Údaje od nás získává jako samostatný správce a zpracovává je podle svých zásad ochrany osobních údajů zveřejněných na webu heureka.cz.',
        ],
      },
      {
        heading: 'Jaké údaje posíláme',
        content: [
          {
            list: [
              'Vaši e-mailovou adresu, na kterou Heureka pošle dotazník.',
              'Číslo objednávky.',
              'Názvy a kódy objednaných produktů, abyste mohli hodnotit i konkrétní zboží.',
            ],
          },
          'Jméno, adresu, telefon, platební údaje ani jiné údaje o objednávce službě Heureka nepředáváme.',
        ],
      },
      {
        heading: 'Proč a na jakém základě',
        content: [
          'Údaje předáváme jen s Vaším souhlasem (čl. 6 odst. 1 písm. a) GDPR), který udělujete při dokončení objednávky. Souhlas je dobrovolný a na vyřízení objednávky nemá žádný vliv. Údaje odešleme nejvýše jednou za objednávku, po jejím doručení.',
        ],
      },
      {
        heading: 'Jak souhlas odvolat',
        content: [
          'Souhlas můžete kdykoli odvolat e-mailem na {email} nebo odkazem pro odhlášení v e-mailu s dotazníkem. Pokud souhlas odvoláte před odesláním údajů, službě Heureka je už nepředáme. Údaje, které už Heureka má, smaže na Vaši žádost podle svých zásad.',
          'Odvoláním souhlasu není dotčena zákonnost zpracování před jeho odvoláním.',
        ],
      },
    ],
  },
  remarketing: {
    title: 'Jak vypnout remarketing',
    description:
      'Jak na webu {domain} vypnout remarketing a personalizovanou reklamu a co zůstane zachováno.',
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
  },
};
