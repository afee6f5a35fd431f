import type { ConditionSeed } from '../siteContent';

const seller =
  '<p>Predávajúci: Nordlys Pharma s.r.o., Mlynské nivy 12, 821 09 Bratislava, Slovensko, IČO 51 234 567, DIČ 2120123456, zapísaná v Obchodnom registri Mestského súdu Bratislava III. E-mail: <a href="mailto:info@nordlys.sk">info@nordlys.sk</a>, telefón: <a href="tel:+421233001100">+421 2 330 011 00</a> (Po-Pia 08:00-18:00).</p>';

export const conditionsSk: readonly ConditionSeed[] = [
  {
    name: 'terms',
    title: 'Obchodné podmienky',
    updatedAt: '2026-12-01T00:00:00Z',
    replaces: ['2025-01-01T00:00:00Z'],
    contentHtml: `<h2>1. Úvodné ustanovenia</h2>${seller}
<p>Tieto obchodné podmienky upravujú práva a povinnosti predávajúceho a kupujúceho pri predaji výživových doplnkov prostredníctvom internetového obchodu www.nordlys.sk a telefonických objednávok. Kupujúcim je spotrebiteľ, ktorý nakupuje mimo svojej podnikateľskej činnosti.</p>
<h2>2. Objednávka a uzavretie zmluvy</h2>
<p>Objednávku kupujúci odosiela vyplnením objednávkového formulára alebo telefonicky. Pred odoslaním si môže skontrolovať a opraviť zadané údaje. Odoslanie objednávky je spojené s povinnosťou platby. Kúpna zmluva je uzavretá potvrdením objednávky predávajúcim e-mailom alebo telefonicky.</p>
<h2>3. Ceny a platba</h2>
<p>Ceny sú uvedené v eurách vrátane DPH. Kupujúci môže zaplatiť po doručení (poštovou poukážkou alebo prevodom do 14 dní, doklady sú priložené v zásielke), kartou online alebo bankovým prevodom. Podrobnosti uvádzajú podmienky dopravy a platby.</p>
<h2>4. Skúšobné balenie a ročné balenie</h2>
<p>Skúšobné balenie je jednorazová ponuka pre nových zákazníkov; jeho prijatím nevzniká záväzok k ďalším nákupom, pokiaľ si kupujúci výslovne neobjedná pravidelné zasielanie. Ročné balenie sa dodáva naraz alebo v dohodnutých častiach podľa zvolenej frekvencie platby.</p>
<h2>5. Dodanie</h2>
<p>Tovar odosielame zvyčajne do 2 pracovných dní od potvrdenia objednávky spôsobom, ktorý si kupujúci zvolil; doručenie trvá spravidla 1 až 3 pracovné dni podľa dopravcu. Vlastnícke právo prechádza na kupujúceho zaplatením kúpnej ceny.</p>
<h2>6. Odstúpenie od zmluvy</h2>
<p>Spotrebiteľ môže odstúpiť od zmluvy bez udania dôvodu do 14 dní od prevzatia tovaru. Stačí nám poslať e-mail alebo list s oznámením o odstúpení a tovar vrátiť na adresu predávajúceho najneskôr do 14 dní od odstúpenia. Kúpnu cenu vrátane nákladov na doručenie vrátime do 14 dní od doručenia oznámenia, nie však skôr, než nám tovar príde späť. Náklady na vrátenie tovaru znáša kupujúci. Od zmluvy nemožno odstúpiť pri tovare, ktorého obal bol po dodaní porušený a z hygienických dôvodov ho nie je možné vrátiť.</p>
<h2>7. Reklamácie</h2>
<p>Predávajúci zodpovedá za vady tovaru pri prevzatí a v záručnej dobe 24 mesiacov, najdlhšie však do dátumu minimálnej trvanlivosti. Reklamáciu uplatníte e-mailom, telefonicky alebo písomne; vybavíme ju bez zbytočného odkladu, najneskôr do 30 dní.</p>
<h2>8. Alternatívne riešenie sporov</h2>
<p>Ak nie ste spokojní s vybavením reklamácie, môžete sa obrátiť na Slovenskú obchodnú inšpekciu, Bajkalská 21/A, 827 99 Bratislava, alebo využiť platformu RSO na adrese https://ec.europa.eu/consumers/odr.</p>
<h2>9. Záverečné ustanovenia</h2>
<p>Ochranu osobných údajov upravuje samostatný dokument Ochrana osobných údajov. Tieto podmienky platia od 1. 1. 2025 a riadia sa právom Slovenskej republiky.</p>`,
  },
  {
    name: 'delivery-payment',
    title: 'Doprava a platba',
    updatedAt: '2026-12-02T00:00:00Z',
    replaces: ['2025-01-01T00:00:00Z', '2026-12-01T00:00:00Z'],
    contentHtml: `<h2>Spôsoby dopravy</h2>
<ul>
<li><strong>Slovenská pošta, do schránky</strong>: doporučený list doručený priamo do vašej poštovej schránky.</li>
<li><strong>Slovenská pošta, balík na adresu</strong>: zásielku vám odovzdajú do rúk.</li>
<li><strong>Packeta, výdajné miesto</strong>: zásielku si vyzdvihnete na zvolenom výdajnom mieste v čase, ktorý vám vyhovuje.</li>
<li><strong>Packeta na adresu</strong>: kuriér Packety vám zásielku doručí na adresu.</li>
<li><strong>Kuriér PPL na adresu</strong> a <strong>výdajné miesta PPL</strong> (ParcelShop alebo ParcelBox).</li>
</ul>
<p>Objednávky odosielame zvyčajne do 2 pracovných dní od prijatia objednávky. Doručenie trvá spravidla 1 až 3 pracovné dni podľa zvoleného dopravcu. O odoslaní vás informujeme e-mailom alebo SMS.</p>
<h2>Spôsoby platby</h2>
<ul>
<li><strong>Platba po doručení</strong>: zaplatíte poštovou poukážkou alebo prevodom do 14 dní; doklady nájdete v zásielke.</li>
<li><strong>Platba kartou online</strong>: budete presmerovaní na zabezpečenú platobnú bránu. Prijímame karty Visa a Mastercard.</li>
<li><strong>Bankový prevod</strong>: platobné údaje dostanete v potvrdení objednávky; tovar odošleme po pripísaní platby.</li>
</ul>
<p>Pri doprave PPL nie je možné platiť dobierkou; platba sa v takom prípade nastaví na kartu online.</p>`,
  },
  {
    name: 'personal-data',
    title: 'Ochrana osobných údajov',
    updatedAt: '2025-01-01T00:00:00Z',
    contentHtml: `<h2>Prevádzkovateľ</h2>${seller}
<h2>Aké údaje spracúvame a prečo</h2>
<ul>
<li><strong>Vybavenie objednávky</strong>: meno, adresa, telefón, e-mail, dátum narodenia a údaje o platbe; právnym základom je plnenie zmluvy.</li>
<li><strong>Účtovníctvo a daňové povinnosti</strong>: údaje z faktúr uchovávame 10 rokov na základe zákona.</li>
<li><strong>Odpovede na otázky z kontaktného formulára</strong>: meno, kontaktné údaje a obsah správy uchovávame 2 roky od vybavenia.</li>
<li><strong>Marketing a analytika</strong>: len s vaším súhlasom, ktorý môžete kedykoľvek odvolať v nastaveniach cookies alebo e-mailom.</li>
</ul>
<h2>Príjemcovia</h2>
<p>Údaje odovzdávame len v nevyhnutnom rozsahu dopravcom, poskytovateľom platobných služieb, účtovnej kancelárii a dodávateľom IT služieb, ktorí ich spracúvajú podľa našich pokynov. Údaje neprenášame mimo Európskeho hospodárskeho priestoru bez primeraných záruk.</p>
<h2>Vaše práva</h2>
<p>Máte právo na prístup k údajom, ich opravu, vymazanie, obmedzenie spracúvania, prenosnosť a právo namietať. Žiadosti vybavíme do jedného mesiaca na <a href="mailto:info@nordlys.sk">info@nordlys.sk</a>. Sťažnosť môžete podať Úradu na ochranu osobných údajov SR, Hraničná 12, 820 07 Bratislava.</p>`,
  },
  {
    name: 'cookies',
    title: 'Zásady používania cookies',
    updatedAt: '2025-01-01T00:00:00Z',
    contentHtml: `<p>Cookies sú malé textové súbory, ktoré si stránka ukladá vo vašom prehliadači. Na www.nordlys.sk ich delíme do štyroch kategórií:</p>
<ul>
<li><strong>Technické (nevyhnutné)</strong>: zabezpečujú fungovanie stránky, objednávky a uloženie vašej voľby cookies. Nemožno ich vypnúť.</li>
<li><strong>Štatistické</strong>: pomáhajú nám pochopiť, ako stránku používate, aby sme ju mohli zlepšovať.</li>
<li><strong>Preferenčné</strong>: pamätajú si vaše nastavenia.</li>
<li><strong>Marketingové</strong>: umožňujú zobrazovať vám relevantné reklamy na iných stránkach.</li>
</ul>
<p>Štatistické, preferenčné a marketingové cookies používame len s vaším súhlasom. Súhlas môžete kedykoľvek zmeniť alebo odvolať tlačidlom Nastavenia cookies v pätičke stránky. Podrobný zoznam poskytovateľov, skriptov a ich cookies s dobou uloženia nájdete v detailnom nastavení.</p>
<p>Cookies môžete vymazať aj v nastaveniach svojho prehliadača.</p>`,
  },
  {
    name: 'loyalty-programme',
    title: 'Vernostný program',
    updatedAt: '2025-01-01T00:00:00Z',
    contentHtml: `<p>Vernostný program Nordlys odmeňuje zákazníkov, ktorí u nás nakupujú pravidelne.</p>
<h2>Kto sa môže zapojiť</h2>
<p>Každý zákazník, ktorý má pridelené zákaznícke číslo. Členstvo je bezplatné a zo zapojenia nevyplýva žiadna povinnosť nakupovať.</p>
<h2>Výhody</h2>
<ul>
<li>Pri ročnom balení dostanete zvýhodnenú cenu oproti jednotlivým baleniam.</li>
<li>Po každom treťom zaplatenom balení vám k ďalšej objednávke pribalíme darček.</li>
<li>Členovia dostávajú vopred informácie o nových výrobkoch a akciách, ak s tým súhlasia.</li>
</ul>
<h2>Ukončenie</h2>
<p>Z programu môžete kedykoľvek vystúpiť e-mailom na <a href="mailto:info@nordlys.sk">info@nordlys.sk</a> alebo telefonicky. Predávajúci môže podmienky programu zmeniť; zmenu oznámi aspoň 30 dní vopred a nadobudnuté výhody zostávajú zachované.</p>`,
  },
  {
    name: 'reviews',
    title: 'Podmienky zverejňovania recenzií',
    updatedAt: '2025-01-01T00:00:00Z',
    contentHtml: `<h2>Označenie recenzií</h2>
<ul>
<li><strong>Overený zákazník</strong>: autor si u nás výrobok preukázateľne kúpil; overujeme to podľa zákazníckeho čísla a objednávky.</li>
<li><strong>Partner</strong>: autor so spoločnosťou spolupracuje (napríklad lekáreň alebo výživový poradca) a môže mať z odporúčania prospech.</li>
<li><strong>Neoverený zákazník</strong>: nákup autora sme nemohli overiť.</li>
</ul>
<h2>Ako recenzie zverejňujeme</h2>
<p>Zverejňujeme pozitívne aj kritické recenzie. Neupravujeme ich obsah okrem opravy zjavných preklepov a skrátenia osobných údajov; meno uvádzame v tvare krstné meno a začiatočné písmeno priezviska. Za recenzie neposkytujeme odmenu. Nezverejníme recenziu, ktorá je vulgárna, obsahuje osobné údaje iných osôb, reklamu alebo nepravdivé zdravotné tvrdenia.</p>
<p>Recenzie vyjadrujú skúsenosti jednotlivcov a nie sú tvrdeniami o účinkoch výrobku. Ak chcete svoju recenziu upraviť alebo odstrániť, napíšte nám na <a href="mailto:info@nordlys.sk">info@nordlys.sk</a>.</p>`,
  },
];
