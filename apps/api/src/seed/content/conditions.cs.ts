import type { ConditionSeed } from '../siteContent';

const seller =
  '<p>Prodávající: Nordlys Pharma CZ s.r.o., Vinohradská 1511/230, 100 00 Praha 10, Česká republika, IČO 07 654 321, DIČ CZ07654321, zapsaná v obchodním rejstříku vedeném Městským soudem v Praze. E-mail: <a href="mailto:info@nordlys.cz">info@nordlys.cz</a>, telefon: <a href="tel:+420228880100">+420 228 880 100</a> (Po-Pá 08:00-18:00).</p>';

export const conditionsCs: readonly ConditionSeed[] = [
  {
    name: 'terms',
    title: 'Obchodní podmínky',
    updatedAt: '2026-12-01T00:00:00Z',
    replaces: ['2025-01-01T00:00:00Z'],
    contentHtml: `<h2>1. Úvodní ustanovení</h2>${seller}
<p>Tyto obchodní podmínky upravují práva a povinnosti prodávajícího a kupujícího při prodeji doplňků stravy prostřednictvím internetového obchodu www.nordlys.cz a telefonických objednávek. Kupujícím je spotřebitel, který nakupuje mimo svou podnikatelskou činnost.</p>
<h2>2. Objednávka a uzavření smlouvy</h2>
<p>Objednávku kupující odesílá vyplněním objednávkového formuláře nebo telefonicky. Před odesláním si může zadané údaje zkontrolovat a opravit. Odeslání objednávky zavazuje k platbě. Kupní smlouva je uzavřena potvrzením objednávky prodávajícím e-mailem nebo telefonicky.</p>
<h2>3. Ceny a platba</h2>
<p>Ceny jsou uvedeny v korunách včetně DPH. Kupující může zaplatit po doručení (složenkou nebo převodem do 14 dnů, doklady jsou přiloženy v zásilce), kartou online nebo bankovním převodem. Podrobnosti uvádějí podmínky dopravy a platby.</p>
<h2>4. Zkušební a roční balení</h2>
<p>Zkušební balení je jednorázová nabídka pro nové zákazníky; jeho přijetím nevzniká závazek k dalším nákupům, pokud si kupující výslovně neobjedná pravidelné zasílání. Roční balení se dodává najednou nebo v dohodnutých částech podle zvolené frekvence platby.</p>
<h2>5. Dodání</h2>
<p>Zboží odesíláme obvykle do 2 pracovních dnů od potvrzení objednávky zvoleným způsobem; doručení trvá zpravidla 1 až 3 pracovní dny podle dopravce. Vlastnické právo přechází na kupujícího zaplacením kupní ceny.</p>
<h2>6. Odstoupení od smlouvy</h2>
<p>Spotřebitel může od smlouvy odstoupit bez udání důvodu do 14 dnů od převzetí zboží. Stačí nám poslat e-mail nebo dopis s oznámením o odstoupení a zboží vrátit na adresu prodávajícího nejpozději do 14 dnů od odstoupení. Kupní cenu včetně nákladů na doručení vrátíme do 14 dnů od doručení oznámení, ne však dříve, než nám zboží přijde zpět. Náklady na vrácení zboží nese kupující. Od smlouvy nelze odstoupit u zboží, jehož obal byl po dodání porušen a z hygienických důvodů jej nelze vrátit.</p>
<h2>7. Reklamace</h2>
<p>Prodávající odpovídá za vady zboží při převzetí a v záruční době 24 měsíců, nejdéle však do data minimální trvanlivosti. Reklamaci uplatníte e-mailem, telefonicky nebo písemně; vyřídíme ji bez zbytečného odkladu, nejpozději do 30 dnů.</p>
<h2>8. Mimosoudní řešení sporů</h2>
<p>Pokud nejste spokojeni s vyřízením reklamace, můžete se obrátit na Českou obchodní inspekci, Štěpánská 567/15, 120 00 Praha 2, www.coi.cz, nebo využít platformu ODR na adrese https://ec.europa.eu/consumers/odr.</p>
<h2>9. Závěrečná ustanovení</h2>
<p>Ochranu osobních údajů upravuje samostatný dokument Ochrana osobních údajů. Tyto podmínky platí od 1. 1. 2025 a řídí se právem České republiky.</p>`,
  },
  {
    name: 'delivery-payment',
    title: 'Doprava a platba',
    updatedAt: '2026-12-02T00:00:00Z',
    replaces: ['2025-01-01T00:00:00Z', '2026-12-01T00:00:00Z'],
    contentHtml: `<h2>Způsoby dopravy</h2>
<ul>
<li><strong>Česká pošta, do schránky</strong>: doporučené psaní doručené přímo do vaší poštovní schránky.</li>
<li><strong>Česká pošta, Balík Do ruky</strong>: zásilku vám předají osobně.</li>
<li><strong>Zásilkovna, výdejní místo</strong>: zásilku si vyzvednete na zvoleném výdejním místě, kdy se vám to hodí.</li>
<li><strong>Zásilkovna na adresu</strong>: kurýr Zásilkovny vám zásilku doručí na adresu.</li>
<li><strong>Kurýr PPL na adresu</strong> a <strong>výdejní místa PPL</strong> (ParcelShop nebo ParcelBox).</li>
</ul>
<p>Objednávky odesíláme obvykle do 2 pracovních dnů od přijetí objednávky. Doručení trvá zpravidla 1 až 3 pracovní dny podle zvoleného dopravce. O odeslání vás informujeme e-mailem nebo SMS.</p>
<h2>Způsoby platby</h2>
<ul>
<li><strong>Platba po doručení</strong>: zaplatíte složenkou nebo převodem do 14 dnů; doklady najdete v zásilce.</li>
<li><strong>Platba kartou online</strong>: budete přesměrováni na zabezpečenou platební bránu. Přijímáme karty Visa a Mastercard.</li>
<li><strong>Bankovní převod</strong>: platební údaje dostanete v potvrzení objednávky; zboží odešleme po připsání platby.</li>
</ul>
<p>U dopravy PPL nelze platit dobírkou; platba se v takovém případě nastaví na kartu online.</p>`,
  },
  {
    name: 'personal-data',
    title: 'Ochrana osobních údajů',
    updatedAt: '2025-01-01T00:00:00Z',
    contentHtml: `<h2>Správce</h2>${seller}
<h2>Jaké údaje zpracováváme a proč</h2>
<ul>
<li><strong>Vyřízení objednávky</strong>: jméno, adresa, telefon, e-mail, datum narození a údaje o platbě; právním základem je plnění smlouvy.</li>
<li><strong>Účetnictví a daňové povinnosti</strong>: údaje z faktur uchováváme 10 let na základě zákona.</li>
<li><strong>Odpovědi na dotazy z kontaktního formuláře</strong>: jméno, kontaktní údaje a obsah zprávy uchováváme 2 roky od vyřízení.</li>
<li><strong>Marketing a analytika</strong>: jen s vaším souhlasem, který můžete kdykoli odvolat v nastavení cookies nebo e-mailem.</li>
</ul>
<h2>Příjemci</h2>
<p>Údaje předáváme jen v nezbytném rozsahu dopravcům, poskytovatelům platebních služeb, účetní kanceláři a dodavatelům IT služeb, kteří je zpracovávají podle našich pokynů. Údaje nepředáváme mimo Evropský hospodářský prostor bez odpovídajících záruk.</p>
<h2>Vaše práva</h2>
<p>Máte právo na přístup k údajům, jejich opravu, výmaz, omezení zpracování, přenositelnost a právo vznést námitku. Žádosti vyřídíme do jednoho měsíce na <a href="mailto:info@nordlys.cz">info@nordlys.cz</a>. Stížnost můžete podat Úřadu pro ochranu osobních údajů, Pplk. Sochora 27, 170 00 Praha 7.</p>`,
  },
  {
    name: 'cookies',
    title: 'Zásady používání cookies',
    updatedAt: '2025-01-01T00:00:00Z',
    contentHtml: `<p>Cookies jsou malé textové soubory, které si stránka ukládá ve vašem prohlížeči. Na www.nordlys.cz je dělíme do čtyř kategorií:</p>
<ul>
<li><strong>Technické (nezbytné)</strong>: zajišťují fungování stránky, objednávky a uložení vaší volby cookies. Nelze je vypnout.</li>
<li><strong>Statistické</strong>: pomáhají nám pochopit, jak stránku používáte, abychom ji mohli zlepšovat.</li>
<li><strong>Preferenční</strong>: pamatují si vaše nastavení.</li>
<li><strong>Marketingové</strong>: umožňují zobrazovat vám relevantní reklamy na jiných stránkách.</li>
</ul>
<p>Statistické, preferenční a marketingové cookies používáme jen s vaším souhlasem. Souhlas můžete kdykoli změnit nebo odvolat tlačítkem Nastavení cookies v patičce stránky. Podrobný seznam poskytovatelů, skriptů a jejich cookies s dobou uložení najdete v detailním nastavení.</p>
<p>Cookies můžete smazat také v nastavení svého prohlížeče.</p>`,
  },
  {
    name: 'loyalty-programme',
    title: 'Věrnostní program',
    updatedAt: '2025-01-01T00:00:00Z',
    contentHtml: `<p>Věrnostní program Nordlys odměňuje zákazníky, kteří u nás nakupují pravidelně.</p>
<h2>Kdo se může zapojit</h2>
<p>Každý zákazník, který má přidělené zákaznické číslo. Členství je zdarma a ze zapojení neplyne žádná povinnost nakupovat.</p>
<h2>Výhody</h2>
<ul>
<li>U ročního balení dostanete zvýhodněnou cenu oproti jednotlivým balením.</li>
<li>Po každém třetím zaplaceném balení vám k další objednávce přibalíme dárek.</li>
<li>Členové dostávají s předstihem informace o nových výrobcích a akcích, pokud s tím souhlasí.</li>
</ul>
<h2>Ukončení</h2>
<p>Z programu můžete kdykoli vystoupit e-mailem na <a href="mailto:info@nordlys.cz">info@nordlys.cz</a> nebo telefonicky. Prodávající může podmínky programu změnit; změnu oznámí alespoň 30 dní předem a získané výhody zůstávají zachovány.</p>`,
  },
  {
    name: 'reviews',
    title: 'Podmínky zveřejňování recenzí',
    updatedAt: '2025-01-01T00:00:00Z',
    contentHtml: `<h2>Označení recenzí</h2>
<ul>
<li><strong>Ověřený zákazník</strong>: autor si u nás výrobek prokazatelně koupil; ověřujeme to podle zákaznického čísla a objednávky.</li>
<li><strong>Partner</strong>: autor se společností spolupracuje (například lékárna nebo výživový poradce) a může mít z doporučení prospěch.</li>
<li><strong>Neověřený zákazník</strong>: nákup autora jsme nemohli ověřit.</li>
</ul>
<h2>Jak recenze zveřejňujeme</h2>
<p>Zveřejňujeme pozitivní i kritické recenze. Jejich obsah neupravujeme kromě opravy zjevných překlepů a zkrácení osobních údajů; jméno uvádíme ve tvaru křestní jméno a počáteční písmeno příjmení. Za recenze neposkytujeme odměnu. Nezveřejníme recenzi, která je vulgární, obsahuje osobní údaje jiných osob, reklamu nebo nepravdivá zdravotní tvrzení.</p>
<p>Recenze vyjadřují zkušenosti jednotlivců a nejsou tvrzeními o účincích výrobku. Pokud chcete svou recenzi upravit nebo odstranit, napište nám na <a href="mailto:info@nordlys.cz">info@nordlys.cz</a>.</p>`,
  },
];
