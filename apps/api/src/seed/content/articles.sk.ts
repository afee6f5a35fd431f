import type { ArticleSeed } from '../siteContent';

export const articlesSk: readonly ArticleSeed[] = [
  {
    slug: 'omega-3-mastne-kyseliny-zaklady',
    title: 'Omega-3 mastné kyseliny: čo sú EPA a DHA a prečo ich telo potrebuje',
    perex:
      'Omega-3 sú tuky, ktoré si telo nevie vyrobiť v dostatočnom množstve. Vysvetľujeme, čím sa líšia EPA, DHA a ALA a kde ich nájdete.',
    topic: 'omega-3',
    publishedAt: '2024-01-15T08:00:00Z',
    readCount: 4812,
    contentHtml: `
<p>O omega-3 mastných kyselinách počul asi každý, no málokto vie presne povedať, čo sa pod týmto názvom skrýva. Ide o skupinu polynenasýtených tukov, ktoré sú súčasťou každej bunkovej membrány v našom tele. Organizmus si ich nedokáže vytvoriť sám v dostatočnom množstve, a preto ich musíme prijímať potravou.</p>
<h2>Tri najdôležitejšie omega-3</h2>
<ul>
<li><strong>ALA</strong> (kyselina alfa-linolénová) pochádza z rastlín, napríklad z ľanového semienka, vlašských orechov či repkového oleja.</li>
<li><strong>EPA</strong> (kyselina eikozapentaénová) sa nachádza najmä v tučných morských rybách.</li>
<li><strong>DHA</strong> (kyselina dokozahexaénová) je hlavnou stavebnou zložkou mozgu a sietnice oka.</li>
</ul>
<p>Telo dokáže časť ALA premeniť na EPA a DHA, ale iba v malom rozsahu, zvyčajne v jednotkách percent. Preto odborníci odporúčajú prijímať EPA a DHA priamo, teda z rýb alebo z rybieho oleja.</p>
<h2>Koľko ich potrebujeme</h2>
<p>Európsky úrad pre bezpečnosť potravín (EFSA) uvádza pre dospelých 250 mg EPA a DHA denne. Túto dávku pokryjú približne dve porcie tučnej ryby týždenne, napríklad lososa, makrely alebo sleďa. Priemerný Slovák však zje rýb oveľa menej, a tak mnohí z nás odporúčané množstvo dlhodobo nedosahujú.</p>
<h2>Čo omega-3 robia</h2>
<p>EPA a DHA prispievajú k správnej činnosti srdca, pričom priaznivý účinok sa dosiahne pri dennom príjme 250 mg. DHA navyše prispieva k udržaniu normálnej činnosti mozgu a normálneho videnia. Tieto tvrdenia schválila Európska komisia na základe dlhoročného výskumu.</p>
<h2>Ako spoznať kvalitný rybí olej</h2>
<p>Pri výbere sledujte obsah EPA a DHA v dennej dávke, nie iba celkové množstvo oleja. Dôležitá je aj čerstvosť: kvalitný olej nemá výraznú rybaciu pachuť a výrobca ho chráni pred oxidáciou. Nordlys vyrábame v Nórsku z rýb lovených v studených severských vodách a každú šaržu kontrolujeme na čistotu i stupeň oxidácie.</p>
<p>Výživový doplnok nenahrádza pestrú stravu. Ak však ryby na vašom tanieri chýbajú, je rozumnou cestou, ako si omega-3 dopĺňať pravidelne.</p>`,
  },
  {
    slug: 'vitamin-d3-v-zime',
    title: 'Vitamín D3 v zime: prečo nám od októbra chýba slnko',
    perex:
      'Od jesene do jari slnko na Slovensku nestačí na to, aby si pokožka vytvorila dosť vitamínu D. Poradíme, ako to vyrovnať.',
    topic: 'vitamin-d',
    publishedAt: '2024-02-06T08:00:00Z',
    readCount: 6120,
    contentHtml: `
<p>Vitamín D sa často nazýva slnečným vitamínom, a to právom. Väčšinu si ho telo vytvorí v pokožke po dopade ultrafialového žiarenia typu B. Lenže v našej zemepisnej šírke slnko od októbra do marca stojí tak nízko, že tohto žiarenia na zem dopadá veľmi málo. Aj keď sa v zime prechádzate vonku, pokožka vitamín D takmer netvorí.</p>
<h2>Na čo telo vitamín D potrebuje</h2>
<p>Vitamín D prispieva k normálnemu vstrebávaniu vápnika a fosforu, k udržaniu normálneho stavu kostí a zubov, k správnej funkcii svalov a k normálnej funkcii imunitného systému. Práve preto si jeho nedostatok v zime všimneme skôr, než by sme čakali: býva spojený s únavou a slabšou kondíciou.</p>
<h2>Prečo práve D3</h2>
<p>Vo výživových doplnkoch sa stretnete s dvoma formami: vitamínom D2 (ergokalciferol) rastlinného pôvodu a vitamínom D3 (cholekalciferol), ktorý si vytvára aj ľudská pokožka. Štúdie ukazujú, že D3 zvyšuje hladinu vitamínu D v krvi účinnejšie a udrží ju dlhšie. Preto sme do Nordlys zvolili práve túto formu.</p>
<h2>Vitamín D a tuky patria k sebe</h2>
<p>Vitamín D je rozpustný v tukoch. Najlepšie sa vstrebáva spolu s jedlom, ktoré obsahuje tuk, alebo priamo v oleji. V kapsule Nordlys je rozpustený v rybom oleji, takže telo ho prijme bez ďalších starostí.</p>
<h2>Koľko je dosť</h2>
<p>Pre dospelých sa bežne odporúča 15 až 20 µg (600 až 800 IU) denne, počas zimy a u starších ľudí i viac. Bezpečná horná hranica pre dospelých je podľa EFSA 100 µg denne. Denná dávka Nordlys obsahuje 25 µg vitamínu D3, čo je vhodné množstvo na celoročné užívanie.</p>
<p>Ak si nie ste istí, aká je vaša hladina, požiadajte lekára o vyšetrenie krvi. Je to jednoduchý odber, ktorý vám povie, či vám vitamín D skutočne chýba.</p>`,
  },
  {
    slug: 'vitamin-k2-a-vapnik',
    title: 'Vitamín K2: pomocník, ktorý posiela vápnik tam, kam patrí',
    perex:
      'Vitamín K2 je menej známy brat vitamínu K1. Zistite, prečo sa tak dobre dopĺňa s vitamínom D3 a čo robí pre kosti.',
    topic: 'vitamin-k2',
    publishedAt: '2024-03-12T08:00:00Z',
    readCount: 3390,
    contentHtml: `
<p>Keď sa povie vitamín K, väčšina ľudí si spomenie na zrážanie krvi. To je pravda, no skupina vitamínov K je pestrejšia. Vitamín K1 (fylochinón) získavame najmä zo zelenej listovej zeleniny. Vitamín K2 (menachinón) vzniká pri fermentácii a nachádza sa v syroch, kyslej kapuste či v japonskom jedle natto, ktoré v našej kuchyni veľmi nenájdete.</p>
<h2>Čo robí vitamín K2</h2>
<p>Vitamín K prispieva k normálnej zrážanlivosti krvi a k udržaniu normálneho stavu kostí. V kostiach aktivuje bielkovinu osteokalcín, ktorá pomáha zabudovať vápnik do kostnej hmoty. Forma K2 zostáva v tele dlhšie ako K1, a preto je pre tento účel obľúbená.</p>
<h2>Prečo spolu s vitamínom D3</h2>
<p>Vitamín D3 zvyšuje vstrebávanie vápnika z potravy. Vitamín K2 zasa pomáha, aby sa vápnik dostal do kostí. Obe látky tak pracujú v jednom tíme a ich kombinácia dáva zmysel najmä v zime, keď nám chýba slnko, a v strednom a staršom veku, keď sa kostná hmota prirodzene oslabuje.</p>
<h2>Forma MK-7</h2>
<p>V doplnkoch sa najčastejšie používa vitamín K2 vo forme MK-7, ktorá má dlhý polčas rozpadu a stačí ju užívať raz denne. Nordlys obsahuje 50 µg vitamínu K2 MK-7 v dennej dávke spolu s vitamínom D3 a omega-3 mastnými kyselinami z nórskych rýb.</p>
<h2>Kedy byť opatrný</h2>
<p>Ak užívate lieky na riedenie krvi zo skupiny antagonistov vitamínu K, napríklad warfarín, poraďte sa pred užívaním akéhokoľvek doplnku s vitamínom K so svojím lekárom. Vitamín K totiž ovplyvňuje účinok týchto liekov a dávkovanie je potrebné nastaviť individuálne.</p>
<p>Pre ostatných dospelých je vitamín K2 v bežných dávkach bezpečný a dobre znášaný. Najlepšie sa vstrebáva s jedlom obsahujúcim tuk, podobne ako vitamín D.</p>`,
  },
  {
    slug: 'omega-3-a-zdravie-srdca',
    title: 'Omega-3 a srdce: čo hovorí veda a čo môžete urobiť sami',
    perex:
      'EPA a DHA patria k najlepšie preskúmaným živinám pre srdce. Prinášame prehľad toho, čo je overené, a tipy pre každý deň.',
    topic: 'heart',
    publishedAt: '2024-04-09T08:00:00Z',
    readCount: 7450,
    contentHtml: `
<p>Záujem o omega-3 mastné kyseliny odštartovali v sedemdesiatych rokoch dánski lekári, ktorí skúmali Inuitov v Grónsku. Napriek strave bohatej na tuk mali títo ľudia prekvapivo málo srdcových ochorení. Ich jedálniček bol založený na rybách a morských cicavcoch, teda na zdrojoch EPA a DHA.</p>
<h2>Čo je dnes overené</h2>
<p>Od tých čias vzniklo niekoľko tisíc štúdií. Na ich základe Európska komisia schválila tvrdenie, že EPA a DHA prispievajú k správnej činnosti srdca, ak denný príjem dosahuje aspoň 250 mg. Vyššie dávky, 2 až 3 gramy denne, prispievajú k udržaniu normálnej hladiny triglyceridov v krvi. Také množstvo by však malo byť súčasťou stravy nastavenej po dohode s lekárom.</p>
<h2>Srdce potrebuje viac než jednu živinu</h2>
<p>Omega-3 nie sú zázračný liek. Srdcu najviac pomáha celkový spôsob života:</p>
<ul>
<li>pravidelný pohyb, ideálne aspoň 150 minút svižnej chôdze týždenne,</li>
<li>strava s dostatkom zeleniny, strukovín, celozrnných potravín a rýb,</li>
<li>menej soli, cukru a priemyselne spracovaného mäsa,</li>
<li>nefajčenie a striedmosť v alkohole,</li>
<li>dostatok spánku a zvládanie stresu.</li>
</ul>
<h2>Ryby alebo kapsula?</h2>
<p>Najlepším zdrojom omega-3 zostávajú tučné morské ryby. Dve porcie týždenne sú dobrým cieľom. Ak ryby nejete radi alebo sa k nim jednoducho nedostanete, doplnok s rybím olejom je praktickou náhradou. Dôležité je, aby ste ho užívali pravidelne, pretože omega-3 sa do bunkových membrán zabudovávajú postupne, v priebehu týždňov.</p>
<h2>Na čo si dať pozor</h2>
<p>Ak užívate lieky na riedenie krvi alebo vás čaká operácia, povedzte lekárovi, že užívate rybí olej. Pri bežných dávkach je síce bezpečný, no lekár by mal mať úplný prehľad o všetkom, čo užívate.</p>
<p>Denná dávka Nordlys obsahuje 1 000 mg omega-3 mastných kyselín, z toho 500 mg EPA a 350 mg DHA, teda viac než dvojnásobok dávky potrebnej pre priaznivý účinok na srdce.</p>`,
  },
  {
    slug: 'omega-3-pre-mozog',
    title: 'DHA a mozog: tuk, z ktorého sme doslova postavení',
    perex:
      'Takmer šesťdesiat percent sušiny mozgu tvoria tuky a DHA medzi nimi hrá hlavnú úlohu. Čo to znamená pre sústredenie a zrak?',
    topic: 'brain',
    publishedAt: '2024-05-14T08:00:00Z',
    readCount: 5230,
    contentHtml: `
<p>Ľudský mozog je najtučnejší orgán v tele. Až šesťdesiat percent jeho sušiny tvoria tuky a najhojnejšou omega-3 mastnou kyselinou medzi nimi je DHA. Nachádza sa v membránach nervových buniek, kde ovplyvňuje ich pružnosť a to, ako si bunky medzi sebou odovzdávajú signály.</p>
<h2>Čo je potvrdené</h2>
<p>Európska komisia schválila, že DHA prispieva k udržaniu normálnej činnosti mozgu a normálneho videnia. Priaznivý účinok sa dosahuje pri dennom príjme 250 mg DHA. Sietnica oka obsahuje DHA v ešte vyššej koncentrácii ako mozog, preto sa tieto dve tvrdenia často spomínajú spolu.</p>
<h2>DHA počas celého života</h2>
<p>Mozog potrebuje DHA od narodenia až do vysokého veku. V tehotenstve a počas dojčenia prijíma dieťa DHA od matky, preto sa budúcim mamičkám odporúča zvýšiť príjem o ďalších 100 až 200 mg denne. V dospelosti DHA pomáha udržať normálnu činnosť mozgu a u starších ľudí je dôležitou súčasťou vyváženej stravy.</p>
<h2>Mozgu pomáha aj životný štýl</h2>
<p>Omega-3 sú len jednou časťou skladačky. Pre dobrú pamäť a sústredenie je dôležité:</p>
<ul>
<li>spať sedem až deväť hodín,</li>
<li>hýbať sa, pretože pohyb zlepšuje prekrvenie mozgu,</li>
<li>učiť sa nové veci, čítať a stretávať sa s ľuďmi,</li>
<li>piť dostatok vody a jesť pestro.</li>
</ul>
<h2>Ako DHA prijímať</h2>
<p>Najbohatšími zdrojmi DHA sú losos, makrela, sleď, sardinky a pstruh. Rastlinné oleje obsahujú len ALA, z ktorej si telo vytvorí DHA iba vo veľmi malom množstve. Ak ryby nejete aspoň dvakrát týždenne, zvážte doplnok. Denná dávka Nordlys obsahuje 350 mg DHA, teda viac, než je potrebné na dosiahnutie priaznivého účinku.</p>
<p>Výsledky neprídu zo dňa na deň. Obsah DHA v bunkách sa zvyšuje postupne, a preto je pravidelnosť dôležitejšia než veľké jednorazové dávky.</p>`,
  },
  {
    slug: 'klby-a-pohyb',
    title: 'Kĺby, svaly a kosti: ako zostať v pohybe aj po päťdesiatke',
    perex:
      'Pohyb je najlepší liek pre kĺby, no potrebuje aj správnu výživu. Pozreli sme sa, čo môžu urobiť vitamín D, K2 a omega-3.',
    topic: 'joints',
    publishedAt: '2024-06-18T08:00:00Z',
    readCount: 4075,
    contentHtml: `
<p>Stuhnuté ráno, ťažšie schody, menej chuti ísť na prechádzku. S pribúdajúcim vekom si kĺby pýtajú viac pozornosti. Dobrou správou je, že veľa sa dá urobiť pravidelným pohybom a rozumnou stravou.</p>
<h2>Pohyb na prvom mieste</h2>
<p>Kĺbová chrupavka nemá vlastné cievy. Živiny dostáva z kĺbovej tekutiny, ktorá sa do nej dostáva pri pohybe, podobne ako voda do hubky. Preto kĺbom najviac škodí nečinnosť. Vhodná je chôdza, plávanie, bicykel, nordic walking či jemné cvičenie, ktoré posilňuje svaly okolo kĺbov.</p>
<h2>Svaly a kosti potrebujú vitamín D</h2>
<p>Vitamín D prispieva k udržaniu normálnej funkcie svalov a normálneho stavu kostí. Silné svaly odľahčujú kĺby a pevné kosti sú základom celej pohybovej sústavy. U starších ľudí vitamín D prispieva k zníženiu rizika pádov spojených so svalovou slabosťou, ktoré sú rizikovým faktorom zlomenín.</p>
<h2>Vitamín K2 pre kosti</h2>
<p>Vitamín K prispieva k udržaniu normálneho stavu kostí. Spolu s vitamínom D3 pomáha, aby sa vápnik z potravy zabudoval tam, kde ho kosti potrebujú.</p>
<h2>A čo omega-3?</h2>
<p>Omega-3 mastné kyseliny sa v súvislosti s kĺbmi spomínajú často. Výskum sa im venuje dlhé roky, no pre kĺby zatiaľ nie je schválené žiadne zdravotné tvrdenie. Preto vám nebudeme sľubovať zázraky. Omega-3 sú však súčasťou vyváženej stravy a ich prínos pre srdce, mozog a zrak je potvrdený.</p>
<h2>Praktické tipy</h2>
<ul>
<li>Udržujte si primeranú hmotnosť, každé kilo navyše zaťažuje kolená.</li>
<li>Rozcvičte sa pred každou aktivitou a po nej sa ponaťahujte.</li>
<li>Noste pohodlnú obuv s dobrým tlmením.</li>
<li>Jedzte dostatok bielkovín, zeleniny a mliečnych výrobkov.</li>
<li>Pri dlhotrvajúcej bolesti navštívte lekára.</li>
</ul>
<p>Nezabúdajte, že každé telo je iné. Ak začínate s pohybom po dlhšej prestávke, pridávajte záťaž postupne a dajte kĺbom čas, aby si na novú aktivitu zvykli.</p>`,
  },
  {
    slug: 'norsky-rybolov-a-kvalita',
    title: 'Z nórskych fjordov do kapsuly: cesta oleja Nordlys',
    perex:
      'Nórsko patrí k najprísnejšie regulovaným rybárskym krajinám sveta. Ukážeme vám, ako vzniká rybí olej od úlovku až po hotovú kapsulu.',
    topic: 'origin',
    publishedAt: '2024-07-23T08:00:00Z',
    readCount: 2860,
    contentHtml: `
<p>Pobrežie Nórska meria s fjordmi a ostrovmi viac než sto tisíc kilometrov. Studené a čisté vody Severného a Nórskeho mora sú domovom tresky, sleďov, makrel a ančovičiek, rýb bohatých na omega-3 mastné kyseliny. Rybolov tu má tisícročnú tradíciu a Nóri si svoje more strážia.</p>
<h2>Udržateľný rybolov</h2>
<p>Výlovné kvóty v Nórsku stanovuje štát na základe odporúčaní vedcov z Inštitútu morského výskumu v Bergene. Sledujú veľkosť populácií a kvóty každoročne upravujú tak, aby ryby mali čas sa obnoviť. Lode musia hlásiť každý úlovok a ich polohu kontroluje satelitný systém. Vďaka tomu sú populácie tresky v Barentsovom mori jedny z najzdravších na svete.</p>
<h2>Od úlovku po olej</h2>
<p>Suroviny spracúvame krátko po úlovku, aby bol olej čo najčerstvejší. Surový olej potom prechádza niekoľkými krokmi:</p>
<ol>
<li>odstránenie vody a bielkovín,</li>
<li>šetrná molekulárna destilácia pri nízkej teplote, ktorá odstráni ťažké kovy, dioxíny a iné nežiaduce látky,</li>
<li>pridanie prírodného vitamínu E ako ochrany pred oxidáciou,</li>
<li>plnenie do kapsúl v ochrannej atmosfére dusíka.</li>
</ol>
<h2>Kontrola každej šarže</h2>
<p>Každú šaržu testuje nezávislé laboratórium. Sleduje obsah EPA a DHA, ťažké kovy, PCB, dioxíny a ukazovatele oxidácie, teda peroxidové a anizidínové číslo. Čerstvý olej má nízke hodnoty oboch, a preto nezanecháva rybaciu pachuť.</p>
<h2>Prečo na tom záleží</h2>
<p>Omega-3 mastné kyseliny sú citlivé na kyslík, svetlo a teplo. Zle spracovaný olej rýchlo oxiduje a stráca hodnotu. Od roku 2006 preto staviame na tom, čo vieme overiť: pôvod surovín, šetrné spracovanie a kontrolu každej šarže. Dôveru nám dnes prejavilo viac než 2,7 milióna zákazníkov.</p>
<p>Výsledky analýz jednotlivých šarží radi poskytneme aj vám. Stačí nám napísať číslo šarže, ktoré nájdete na obale, a certifikát vám pošleme e-mailom.</p>`,
  },
  {
    slug: 'ako-uzivat-nordlys',
    title: 'Ako užívať Nordlys, aby ste z neho mali čo najviac',
    perex:
      'Kedy kapsuly užívať, ako ich skladovať a kedy čakať prvé výsledky? Odpovede na otázky, ktoré nám kladiete najčastejšie.',
    topic: 'use',
    publishedAt: '2024-09-03T08:00:00Z',
    readCount: 8935,
    contentHtml: `
<p>Do zákazníckej linky nám denne volajú ľudia, ktorí s Nordlys začínajú, aj tí, ktorí ho užívajú roky. Pripravili sme odpovede na otázky, ktoré počúvame najčastejšie.</p>
<h2>Koľko kapsúl denne?</h2>
<p>Odporúčaná denná dávka sú dve kapsuly. Obsahujú 1 000 mg omega-3 mastných kyselín (z toho 500 mg EPA a 350 mg DHA), 25 µg vitamínu D3 a 50 µg vitamínu K2. Odporúčanú dennú dávku neprekračujte.</p>
<h2>Kedy a ako?</h2>
<p>Kapsuly užívajte počas jedla alebo hneď po ňom a zapite ich vodou. Omega-3 aj vitamíny D a K sú rozpustné v tukoch a s jedlom sa vstrebávajú lepšie. Nezáleží na tom, či si vyberiete raňajky, alebo obed. Dôležité je, aby ste si vytvorili zvyk a na kapsuly nezabúdali.</p>
<h2>Kedy sa prejaví účinok?</h2>
<p>Omega-3 mastné kyseliny sa do bunkových membrán zabudovávajú postupne. Hladina v krvi sa mení už po niekoľkých týždňoch, no ustálený stav nastáva zhruba po troch mesiacoch pravidelného užívania. Preto odporúčame užívať Nordlys dlhodobo a celoročné balenie je najvýhodnejšou voľbou.</p>
<h2>Ako skladovať?</h2>
<ul>
<li>Pri izbovej teplote do 25 °C, mimo dosahu priameho slnka.</li>
<li>V dobre uzatvorenom obale, aby sa k olejom nedostával vzduch.</li>
<li>Mimo dosahu malých detí.</li>
</ul>
<h2>Rybacia pachuť?</h2>
<p>Čerstvý a správne spracovaný olej by nemal spôsobovať rybacie grganie. Ak ste citliví, užite kapsuly na začiatku jedla alebo ich uložte do chladničky. Chlad spomalí rozpustenie kapsuly v žalúdku.</p>
<h2>Kto by sa mal poradiť s lekárom</h2>
<p>Tehotné a dojčiace ženy, ľudia užívajúci lieky na riedenie krvi a každý, kto sa lieči s chronickým ochorením, by sa mali pred užívaním poradiť s lekárom. Výživový doplnok nie je náhradou pestrej a vyváženej stravy a zdravého životného štýlu.</p>
<p>Máte ďalšie otázky? Zavolajte nám v pracovné dni od 8:00 do 18:00 na číslo +421 2 330 011 00 alebo napíšte na info@nordlys.sk.</p>`,
  },
];
