/**
 * Texts of the information hub: the way into every page on cookies and personal data.
 * Page sections are data: a heading and blocks, where a string is a paragraph, `list` a bulleted
 * list and `terms` a list of terms with their explanations. Placeholders name the seller's data:
 * {company}, {companyId}, {taxId}, {address}, {email}, {phone}, {domain}.
 */
export const infoHub = {
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
};
