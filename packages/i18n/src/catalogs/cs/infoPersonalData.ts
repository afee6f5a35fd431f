/**
 * Texts of the personal data protection page.
 * Page sections are data: a heading and blocks, where a string is a paragraph, `list` a bulleted
 * list and `terms` a list of terms with their explanations. Placeholders name the seller's data:
 * {company}, {companyId}, {taxId}, {address}, {email}, {phone}, {domain}.
 */
export const infoPersonalData = {
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
};
