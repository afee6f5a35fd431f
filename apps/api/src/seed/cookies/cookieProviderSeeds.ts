import type { CookieCategory } from '@shop/contracts';

/** A text in the language of each site: Slovak for sk, Czech for cz. */
export interface SiteTexts {
  sk: string;
  cs: string;
}

/** Lifetimes, written out per language by `expirationText`. */
export type Lifetime =
  | 'session'
  | 'minutes30'
  | 'hour1'
  | 'day1'
  | 'days30'
  | 'days90'
  | 'months3'
  | 'months6'
  | 'months13'
  | 'year1'
  | 'years2'
  | 'untilCleared';

export interface CookieSeed {
  name: string;
  /** `HTTP` set by a server, `JS` set by a script, `pixel` an image request, `localStorage` the browser's storage. */
  type: 'HTTP' | 'JS' | 'pixel' | 'localStorage';
  /** Defaults to the script's category. */
  category?: CookieCategory;
  expiration: Lifetime;
  description: SiteTexts;
}

export interface ScriptSeed {
  slug: string;
  name: string | SiteTexts;
  category: CookieCategory;
  cookies: readonly CookieSeed[];
}

export interface ProviderSeed {
  /** Stable within a site, so the seed recognises a provider already stored. */
  key: string;
  companyName: string | { sk: string; cz: string };
  personalUrl: string | { sk: string; cz: string };
  scripts: readonly ScriptSeed[];
}

/**
 * The providers both sites start with, in the order the dialog lists them: the shop itself first,
 * then the tools by category. Every tracked slug of SPEC §3 is here.
 */
export const cookieProviderSeeds: readonly ProviderSeed[] = [
  {
    key: 'nordlys',
    companyName: { sk: 'Nordlys Pharma s.r.o.', cz: 'Nordlys Pharma CZ s.r.o.' },
    personalUrl: {
      sk: 'https://www.nordlys.sk/cookies-osobne-udaje',
      cz: 'https://www.nordlys.cz/cookies-osobni-udaje',
    },
    scripts: [
      {
        slug: 'technical',
        name: { sk: 'Nevyhnutné funkcie e-shopu', cs: 'Nezbytné funkce e-shopu' },
        category: 'technical',
        cookies: [
          {
            name: 'cookieConsent',
            type: 'localStorage',
            expiration: 'untilCleared',
            description: {
              sk: 'Vaše nastavenie cookies a čas jeho uloženia. Ukladá sa v lokálnom úložisku prehliadača, nie ako cookie, a na server sa neposiela.',
              cs: 'Vaše nastavení cookies a čas jeho uložení. Ukládá se v místním úložišti prohlížeče, ne jako cookie, a na server se neposílá.',
            },
          },
          {
            name: 'returnTo',
            type: 'JS',
            expiration: 'hour1',
            description: {
              sk: 'Stránka, na ktorú sa vrátite po dokončení objednávky alebo po návrate z platobnej brány.',
              cs: 'Stránka, na kterou se vrátíte po dokončení objednávky nebo po návratu z platební brány.',
            },
          },
          {
            name: 'abTest_5',
            type: 'JS',
            expiration: 'year1',
            description: {
              sk: 'Variant stránky, ktorý vám bol pridelený v prebiehajúcom teste, aby ste pri každej návšteve videli rovnaký obsah.',
              cs: 'Varianta stránky, která vám byla přidělena v probíhajícím testu, abyste při každé návštěvě viděli stejný obsah.',
            },
          },
          {
            name: 'nmtid',
            type: 'HTTP',
            expiration: 'year1',
            description: {
              sk: 'Náhodný identifikátor návštevníka, podľa ktorého e-shop spojí objednávku s návštevou, z ktorej vznikla.',
              cs: 'Náhodný identifikátor návštěvníka, podle kterého e-shop spojí objednávku s návštěvou, ze které vznikla.',
            },
          },
          {
            name: 'deviceId',
            type: 'HTTP',
            expiration: 'year1',
            description: {
              sk: 'Náhodný identifikátor zariadenia, ku ktorému sa viaže záznam o vašom súhlase s cookies a ktorý chráni akcie pre nových zákazníkov pred opakovaným zneužitím. Nečíta ho žiadna tretia strana.',
              cs: 'Náhodný identifikátor zařízení, ke kterému se váže záznam o vašem souhlasu s cookies a který chrání akce pro nové zákazníky před opakovaným zneužitím. Nečte ho žádná třetí strana.',
            },
          },
          {
            name: 'customerToken',
            type: 'HTTP',
            expiration: 'year1',
            description: {
              sk: 'Nastaví sa až po odoslaní objednávky, aby sme vám pri ďalšej objednávke mohli predvyplniť vaše údaje. Vidíte ich iba vy.',
              cs: 'Nastaví se až po odeslání objednávky, abychom vám při další objednávce mohli předvyplnit vaše údaje. Vidíte je pouze vy.',
            },
          },
          {
            name: 'trc_params',
            type: 'JS',
            expiration: 'days30',
            description: {
              sk: 'Parametre odkazu, cez ktorý ste na stránku prišli, aby mohla byť objednávka priradená správnemu partnerovi.',
              cs: 'Parametry odkazu, přes který jste na stránku přišli, aby mohla být objednávka přiřazena správnému partnerovi.',
            },
          },
          {
            name: 'utm_params',
            type: 'JS',
            expiration: 'days30',
            description: {
              sk: 'Označenie kampane (utm_ parametre), z ktorej návšteva pochádza.',
              cs: 'Označení kampaně (utm_ parametry), ze které návštěva pochází.',
            },
          },
        ],
      },
      {
        slug: 'naturamed-remarketing',
        name: { sk: 'Vlastný remarketing Nordlys', cs: 'Vlastní remarketing Nordlys' },
        category: 'marketing',
        cookies: [
          {
            name: 'nmrmk',
            type: 'HTTP',
            expiration: 'days90',
            description: {
              sk: 'Prvostranová cookie nášho remarketingu: pamätá si prezerané stránky, aby sme vám mohli pripomenúť ponuku Nordlys.',
              cs: 'Cookie první strany našeho remarketingu: pamatuje si prohlížené stránky, abychom vám mohli připomenout nabídku Nordlys.',
            },
          },
        ],
      },
    ],
  },
  {
    key: 'smartsupp',
    companyName: 'Smartsupp.com, s.r.o.',
    personalUrl: 'https://www.smartsupp.com/help/privacy/',
    scripts: [
      {
        slug: 'smartsupp',
        name: { sk: 'Smartsupp chat', cs: 'Smartsupp chat' },
        category: 'preference',
        cookies: [
          {
            name: 'ssupp.vid',
            type: 'JS',
            expiration: 'months6',
            description: {
              sk: 'Identifikátor návštevníka chatu, aby zostala zachovaná história vašej konverzácie s podporou.',
              cs: 'Identifikátor návštěvníka chatu, aby zůstala zachována historie vaší konverzace s podporou.',
            },
          },
          {
            name: 'ssupp.visits',
            type: 'JS',
            expiration: 'months6',
            description: {
              sk: 'Počet vašich návštev, aby chat vedel, či ste tu prvýkrát.',
              cs: 'Počet vašich návštěv, aby chat věděl, zda jste tu poprvé.',
            },
          },
        ],
      },
    ],
  },
  {
    key: 'google',
    companyName: 'Google Ireland Limited',
    personalUrl: 'https://policies.google.com/privacy',
    scripts: [
      {
        slug: 'ga',
        name: 'Google Analytics 4',
        category: 'statistical',
        cookies: [
          {
            name: '_ga',
            type: 'JS',
            expiration: 'years2',
            description: {
              sk: 'Rozlišuje návštevníkov, aby sme videli, koľko ľudí stránku navštívi a ako ju používajú.',
              cs: 'Rozlišuje návštěvníky, abychom viděli, kolik lidí stránku navštíví a jak ji používají.',
            },
          },
          {
            name: '_ga_<id>',
            type: 'JS',
            expiration: 'years2',
            description: {
              sk: 'Uchováva stav relácie pre konkrétnu službu Google Analytics 4 (počet návštev, čas poslednej návštevy).',
              cs: 'Uchovává stav relace pro konkrétní službu Google Analytics 4 (počet návštěv, čas poslední návštěvy).',
            },
          },
        ],
      },
      {
        slug: 'google-remarketing',
        name: 'Google Ads',
        category: 'marketing',
        cookies: [
          {
            name: 'IDE',
            type: 'HTTP',
            expiration: 'months13',
            description: {
              sk: 'Cookie reklamnej siete Google (doubleclick.net) na zobrazovanie relevantných reklám a meranie ich účinnosti.',
              cs: 'Cookie reklamní sítě Google (doubleclick.net) pro zobrazování relevantních reklam a měření jejich účinnosti.',
            },
          },
          {
            name: 'test_cookie',
            type: 'HTTP',
            expiration: 'minutes30',
            description: {
              sk: 'Overuje, či prehliadač povoľuje cookies reklamnej siete Google.',
              cs: 'Ověřuje, zda prohlížeč povoluje cookies reklamní sítě Google.',
            },
          },
          {
            name: '_gcl_au',
            type: 'JS',
            expiration: 'months3',
            description: {
              sk: 'Priraďuje objednávky ku kliknutiam na reklamy Google Ads (meranie konverzií).',
              cs: 'Přiřazuje objednávky ke kliknutím na reklamy Google Ads (měření konverzí).',
            },
          },
        ],
      },
    ],
  },
  {
    key: 'microsoft',
    companyName: 'Microsoft Ireland Operations Limited',
    personalUrl: 'https://privacy.microsoft.com/privacystatement',
    scripts: [
      {
        slug: 'clarity',
        name: 'Microsoft Clarity',
        category: 'statistical',
        cookies: [
          {
            name: '_clck',
            type: 'JS',
            expiration: 'year1',
            description: {
              sk: 'Identifikátor používateľa Clarity, ktorý spája návštevy do anonymných záznamov a teplotných máp.',
              cs: 'Identifikátor uživatele Clarity, který spojuje návštěvy do anonymních záznamů a teplotních map.',
            },
          },
          {
            name: '_clsk',
            type: 'JS',
            expiration: 'day1',
            description: {
              sk: 'Spája zobrazenia stránok jednej návštevy do jedného záznamu relácie.',
              cs: 'Spojuje zobrazení stránek jedné návštěvy do jednoho záznamu relace.',
            },
          },
          {
            name: 'CLID',
            type: 'HTTP',
            expiration: 'year1',
            description: {
              sk: 'Rozpoznáva prehliadač pri prvej a ďalších návštevách pre štatistiky Clarity.',
              cs: 'Rozpoznává prohlížeč při první a dalších návštěvách pro statistiky Clarity.',
            },
          },
        ],
      },
      {
        slug: 'microsoft',
        name: 'Microsoft Advertising',
        category: 'marketing',
        cookies: [
          {
            name: '_uetsid',
            type: 'JS',
            expiration: 'day1',
            description: {
              sk: 'Sleduje návštevu po kliknutí na reklamu v Bingu, aby bolo možné merať objednávky z reklamy.',
              cs: 'Sleduje návštěvu po kliknutí na reklamu v Bingu, aby bylo možné měřit objednávky z reklamy.',
            },
          },
          {
            name: '_uetvid',
            type: 'JS',
            expiration: 'months13',
            description: {
              sk: 'Rozpoznáva návštevníka naprieč návštevami pre remarketing Microsoft Advertising.',
              cs: 'Rozpoznává návštěvníka napříč návštěvami pro remarketing Microsoft Advertising.',
            },
          },
          {
            name: 'MUID',
            type: 'HTTP',
            expiration: 'months13',
            description: {
              sk: 'Jedinečný identifikátor prehliadača, ktorý používajú služby Microsoftu na cielenie reklamy.',
              cs: 'Jedinečný identifikátor prohlížeče, který používají služby Microsoftu k cílení reklamy.',
            },
          },
        ],
      },
    ],
  },
  {
    key: 'smartlook',
    companyName: 'Smartlook.com, s.r.o.',
    personalUrl: 'https://www.smartlook.com/privacy/',
    scripts: [
      {
        slug: 'smartlook',
        name: 'Smartlook',
        category: 'statistical',
        cookies: [
          {
            name: 'SL_C_*',
            type: 'JS',
            expiration: 'years2',
            description: {
              sk: 'Identifikátor návštevníka pre anonymné záznamy pohybu po stránke, podľa ktorých zlepšujeme jej ovládanie.',
              cs: 'Identifikátor návštěvníka pro anonymní záznamy pohybu po stránce, podle kterých zlepšujeme její ovládání.',
            },
          },
          {
            name: 'SL_L_*',
            type: 'JS',
            expiration: 'session',
            description: {
              sk: 'Označuje aktuálnu reláciu nahrávania Smartlook.',
              cs: 'Označuje aktuální relaci nahrávání Smartlook.',
            },
          },
        ],
      },
    ],
  },
  {
    key: 'meta',
    companyName: 'Meta Platforms Ireland Limited',
    personalUrl: 'https://www.facebook.com/privacy/policy/',
    scripts: [
      {
        slug: 'facebook-pixel',
        name: 'Meta Pixel',
        category: 'marketing',
        cookies: [
          {
            name: '_fbp',
            type: 'JS',
            expiration: 'months3',
            description: {
              sk: 'Rozpoznáva prehliadač pre zobrazovanie reklám na Facebooku a Instagrame a meranie ich výsledkov.',
              cs: 'Rozpoznává prohlížeč pro zobrazování reklam na Facebooku a Instagramu a měření jejich výsledků.',
            },
          },
          {
            name: 'fr',
            type: 'HTTP',
            expiration: 'months3',
            description: {
              sk: 'Reklamná cookie Meta na doručovanie, meranie a zlepšovanie relevantnosti reklám.',
              cs: 'Reklamní cookie Meta pro doručování, měření a zlepšování relevance reklam.',
            },
          },
        ],
      },
    ],
  },
  {
    key: 'adform',
    companyName: 'Adform A/S',
    personalUrl: 'https://site.adform.com/privacy-center/platform/privacy-policy/',
    scripts: [
      {
        slug: 'adform',
        name: 'Adform',
        category: 'marketing',
        cookies: [
          {
            name: 'uid',
            type: 'HTTP',
            expiration: 'days90',
            description: {
              sk: 'Jedinečný identifikátor prehliadača v reklamnej platforme Adform na cielenie a meranie kampaní.',
              cs: 'Jedinečný identifikátor prohlížeče v reklamní platformě Adform pro cílení a měření kampaní.',
            },
          },
          {
            name: 'C',
            type: 'HTTP',
            expiration: 'days30',
            description: {
              sk: 'Overuje, či prehliadač prijíma cookies platformy Adform.',
              cs: 'Ověřuje, zda prohlížeč přijímá cookies platformy Adform.',
            },
          },
          {
            name: 'cid',
            type: 'HTTP',
            expiration: 'days90',
            description: {
              sk: 'Spája váš prehliadač s identifikátormi partnerov Adform pri výmene reklamného priestoru.',
              cs: 'Spojuje váš prohlížeč s identifikátory partnerů Adform při výměně reklamního prostoru.',
            },
          },
        ],
      },
    ],
  },
  {
    key: 'seznam',
    companyName: 'Seznam.cz, a.s.',
    personalUrl: 'https://o.seznam.cz/ochrana-udaju/',
    scripts: [
      {
        slug: 'seznam-konverze',
        name: { sk: 'Sklik – meranie konverzií', cs: 'Sklik – měření konverzí' },
        category: 'marketing',
        cookies: [
          {
            name: 'sid',
            type: 'HTTP',
            expiration: 'months6',
            description: {
              sk: 'Identifikátor prehliadača Seznamu, podľa ktorého Sklik priradí objednávku ku kliknutiu na reklamu.',
              cs: 'Identifikátor prohlížeče Seznamu, podle kterého Sklik přiřadí objednávku ke kliknutí na reklamu.',
            },
          },
          {
            name: 'sklik_conversion',
            type: 'pixel',
            expiration: 'session',
            description: {
              sk: 'Meracia požiadavka, ktorá Skliku ohlási dokončenú objednávku.',
              cs: 'Měřicí požadavek, který Skliku ohlásí dokončenou objednávku.',
            },
          },
        ],
      },
      {
        slug: 'seznam-retargeting',
        name: { sk: 'Sklik – retargeting', cs: 'Sklik – retargeting' },
        category: 'marketing',
        cookies: [
          {
            name: 'KADB_USER',
            type: 'HTTP',
            expiration: 'months6',
            description: {
              sk: 'Zaraďuje prehliadač do retargetingových zoznamov Seznamu, aby sa vám zobrazovali reklamy Nordlys.',
              cs: 'Zařazuje prohlížeč do retargetingových seznamů Seznamu, aby se vám zobrazovaly reklamy Nordlys.',
            },
          },
          {
            name: 'sznaiid',
            type: 'HTTP',
            expiration: 'months6',
            description: {
              sk: 'Reklamný identifikátor Seznamu na spojenie návštev s retargetingovými kampaňami.',
              cs: 'Reklamní identifikátor Seznamu pro spojení návštěv s retargetingovými kampaněmi.',
            },
          },
        ],
      },
    ],
  },
  {
    key: 'rtb-house',
    companyName: 'RTB House S.A.',
    personalUrl: 'https://www.rtbhouse.com/privacy-center',
    scripts: [
      {
        slug: 'rtb-house',
        name: 'RTB House',
        category: 'marketing',
        cookies: [
          {
            name: '__rtbh.uid',
            type: 'JS',
            expiration: 'year1',
            description: {
              sk: 'Identifikátor návštevníka na zobrazovanie personalizovaných reklám RTB House.',
              cs: 'Identifikátor návštěvníka pro zobrazování personalizovaných reklam RTB House.',
            },
          },
          {
            name: '__rtbh.lid',
            type: 'JS',
            expiration: 'year1',
            description: {
              sk: 'Označuje vaše posledné zobrazenie stránky pre retargetingové kampane RTB House.',
              cs: 'Označuje vaše poslední zobrazení stránky pro retargetingové kampaně RTB House.',
            },
          },
        ],
      },
    ],
  },
  {
    key: 'ehub',
    companyName: 'eHUB.cz s.r.o.',
    personalUrl: 'https://ehub.cz/ochrana-osobnich-udaju',
    scripts: [
      {
        slug: 'ehub',
        name: { sk: 'eHUB affiliate', cs: 'eHUB affiliate' },
        category: 'marketing',
        cookies: [
          {
            name: 'ehub',
            type: 'JS',
            expiration: 'days30',
            description: {
              sk: 'Pamätá si kliknutie na odkaz partnera siete eHUB, aby mu mohla byť priznaná provízia z objednávky.',
              cs: 'Pamatuje si kliknutí na odkaz partnera sítě eHUB, aby mu mohla být přiznána provize z objednávky.',
            },
          },
        ],
      },
    ],
  },
  {
    key: 'post-affiliate',
    companyName: 'Quality Unit, s.r.o.',
    personalUrl: 'https://www.postaffiliatepro.com/privacy-policy-and-cookies/',
    scripts: [
      {
        slug: 'post-affiliate',
        name: 'Post Affiliate Pro',
        category: 'marketing',
        cookies: [
          {
            name: 'PAPVisitorId',
            type: 'HTTP',
            expiration: 'year1',
            description: {
              sk: 'Identifikátor návštevníka, podľa ktorého Post Affiliate Pro priradí objednávku partnerovi, od ktorého ste prišli.',
              cs: 'Identifikátor návštěvníka, podle kterého Post Affiliate Pro přiřadí objednávku partnerovi, od kterého jste přišli.',
            },
          },
        ],
      },
    ],
  },
];

const lifetimeTexts: Record<Lifetime, SiteTexts> = {
  session: { sk: 'relácia', cs: 'relace' },
  minutes30: { sk: '30 minút', cs: '30 minut' },
  hour1: { sk: '1 hodina', cs: '1 hodina' },
  day1: { sk: '1 deň', cs: '1 den' },
  days30: { sk: '30 dní', cs: '30 dní' },
  days90: { sk: '90 dní', cs: '90 dní' },
  months3: { sk: '3 mesiace', cs: '3 měsíce' },
  months6: { sk: '6 mesiacov', cs: '6 měsíců' },
  months13: { sk: '13 mesiacov', cs: '13 měsíců' },
  year1: { sk: '1 rok', cs: '1 rok' },
  years2: { sk: '2 roky', cs: '2 roky' },
  untilCleared: { sk: 'do vymazania', cs: 'do smazání' },
};

export function expirationText(lifetime: Lifetime, lang: keyof SiteTexts): string {
  return lifetimeTexts[lifetime][lang];
}
