import type { ArticleSeed } from '../siteContent';

export const articlesCs: readonly ArticleSeed[] = [
  {
    slug: 'omega-3-mastne-kyseliny-zaklady',
    title: 'Omega-3 mastné kyseliny: co jsou EPA a DHA a proč je tělo potřebuje',
    perex:
      'Omega-3 jsou tuky, které si tělo neumí vyrobit v dostatečném množství. Vysvětlujeme, čím se liší EPA, DHA a ALA a kde je najdete.',
    topic: 'omega-3',
    publishedAt: '2024-01-16T08:00:00Z',
    readCount: 5104,
    contentHtml: `
<p>O omega-3 mastných kyselinách slyšel skoro každý, ale málokdo umí říct, co se pod tím názvem skrývá. Jde o skupinu polynenasycených tuků, které jsou součástí každé buněčné membrány v našem těle. Organismus si je sám nedokáže vytvořit v dostatečném množství, a proto je musíme přijímat stravou.</p>
<h2>Tři nejdůležitější omega-3</h2>
<ul>
<li><strong>ALA</strong> (kyselina alfa-linolenová) pochází z rostlin, například ze lněného semínka, vlašských ořechů nebo řepkového oleje.</li>
<li><strong>EPA</strong> (kyselina eikosapentaenová) se vyskytuje hlavně v tučných mořských rybách.</li>
<li><strong>DHA</strong> (kyselina dokosahexaenová) je hlavní stavební složkou mozku a sítnice oka.</li>
</ul>
<p>Tělo umí část ALA přeměnit na EPA a DHA, ovšem jen v malé míře, obvykle v jednotkách procent. Odborníci proto doporučují přijímat EPA a DHA přímo, tedy z ryb nebo z rybího oleje.</p>
<h2>Kolik jich potřebujeme</h2>
<p>Evropský úřad pro bezpečnost potravin (EFSA) uvádí pro dospělé 250 mg EPA a DHA denně. Tuto dávku pokryjí zhruba dvě porce tučné ryby týdně, třeba lososa, makrely nebo sledě. Průměrný Čech ale sní ryb mnohem méně, takže doporučené množství mnozí z nás dlouhodobě nepřijímají.</p>
<h2>Co omega-3 dělají</h2>
<p>EPA a DHA přispívají k normální činnosti srdce, příznivého účinku se dosáhne při denním příjmu 250 mg. DHA navíc přispívá k udržení normální činnosti mozku a normálního stavu zraku. Tato tvrzení schválila Evropská komise na základě dlouholetého výzkumu.</p>
<h2>Jak poznat kvalitní rybí olej</h2>
<p>Při výběru sledujte obsah EPA a DHA v denní dávce, ne jen celkové množství oleje. Důležitá je i čerstvost: kvalitní olej nemá výraznou rybí pachuť a výrobce jej chrání před oxidací. Nordlys vyrábíme v Norsku z ryb lovených ve studených severských vodách a každou šarži kontrolujeme na čistotu i míru oxidace.</p>
<p>Doplněk stravy nenahrazuje pestrou stravu. Pokud ale ryby na vašem talíři chybějí, je rozumnou cestou, jak si omega-3 doplňovat pravidelně.</p>`,
  },
  {
    slug: 'vitamin-d3-v-zime',
    title: 'Vitamin D3 v zimě: proč nám od října chybí slunce',
    perex:
      'Od podzimu do jara slunce v Česku nestačí na to, aby si kůže vytvořila dost vitaminu D. Poradíme, jak to vyrovnat.',
    topic: 'vitamin-d',
    publishedAt: '2024-02-07T08:00:00Z',
    readCount: 6388,
    contentHtml: `
<p>Vitaminu D se říká sluneční vitamin, a to oprávněně. Většinu si ho tělo vytvoří v kůži působením ultrafialového záření typu B. Jenže v naší zeměpisné šířce stojí slunce od října do března tak nízko, že tohoto záření dopadá na zem jen velmi málo. I když se v zimě procházíte venku, kůže vitamin D téměř netvoří.</p>
<h2>K čemu tělo vitamin D potřebuje</h2>
<p>Vitamin D přispívá k normálnímu vstřebávání vápníku a fosforu, k udržení normálního stavu kostí a zubů, k normální funkci svalů a k normální funkci imunitního systému. Jeho nedostatek v zimě proto často pocítíme dřív, než bychom čekali.</p>
<h2>Proč právě D3</h2>
<p>V doplňcích stravy se setkáte se dvěma formami: vitaminem D2 (ergokalciferol) rostlinného původu a vitaminem D3 (cholekalciferol), který si vytváří i lidská kůže. Studie ukazují, že D3 zvyšuje hladinu vitaminu D v krvi účinněji a udrží ji déle. Proto jsme do Nordlys zvolili právě tuto formu.</p>
<h2>Vitamin D a tuky patří k sobě</h2>
<p>Vitamin D je rozpustný v tucích. Nejlépe se vstřebává spolu s jídlem, které obsahuje tuk, nebo přímo v oleji. V tobolce Nordlys je rozpuštěný v rybím oleji, takže jej tělo přijme bez dalších starostí.</p>
<h2>Kolik je dost</h2>
<p>Dospělým se běžně doporučuje 15 až 20 µg (600 až 800 IU) denně, v zimě a ve vyšším věku i více. Bezpečná horní hranice pro dospělé je podle EFSA 100 µg denně. Denní dávka Nordlys obsahuje 25 µg vitaminu D3, což je vhodné množství pro celoroční užívání.</p>
<p>Pokud si nejste jisti, jakou hladinu máte, požádejte lékaře o vyšetření krve. Je to jednoduchý odběr, který vám řekne, zda vám vitamin D opravdu chybí.</p>`,
  },
  {
    slug: 'vitamin-k2-a-vapnik',
    title: 'Vitamin K2: pomocník, který posílá vápník tam, kam patří',
    perex:
      'Vitamin K2 je méně známý bratr vitaminu K1. Zjistěte, proč se tak dobře doplňuje s vitaminem D3 a co dělá pro kosti.',
    topic: 'vitamin-k2',
    publishedAt: '2024-03-13T08:00:00Z',
    readCount: 3512,
    contentHtml: `
<p>Když se řekne vitamin K, většina lidí si vybaví srážení krve. To platí, ale skupina vitaminů K je pestřejší. Vitamin K1 (fylochinon) získáváme hlavně z listové zeleniny. Vitamin K2 (menachinon) vzniká při fermentaci a najdeme ho v sýrech, kysaném zelí nebo v japonském pokrmu natto, který na českém stole moc neuvidíte.</p>
<h2>Co dělá vitamin K2</h2>
<p>Vitamin K přispívá k normální srážlivosti krve a k udržení normálního stavu kostí. V kostech aktivuje bílkovinu osteokalcin, která pomáhá zabudovat vápník do kostní hmoty. Forma K2 zůstává v těle déle než K1, a proto je pro tento účel oblíbená.</p>
<h2>Proč spolu s vitaminem D3</h2>
<p>Vitamin D3 zvyšuje vstřebávání vápníku z potravy, vitamin K2 pak pomáhá, aby se vápník dostal do kostí. Obě látky tak pracují v jednom týmu a jejich kombinace dává smysl hlavně v zimě, kdy chybí slunce, a ve středním a vyšším věku, kdy kostní hmota přirozeně ubývá.</p>
<h2>Forma MK-7</h2>
<p>V doplňcích se nejčastěji používá vitamin K2 ve formě MK-7, která má dlouhý poločas a stačí ji užívat jednou denně. Nordlys obsahuje 50 µg vitaminu K2 MK-7 v denní dávce spolu s vitaminem D3 a omega-3 mastnými kyselinami z norských ryb.</p>
<h2>Kdy být opatrný</h2>
<p>Pokud užíváte léky na ředění krve ze skupiny antagonistů vitaminu K, například warfarin, poraďte se před užíváním jakéhokoli doplňku s vitaminem K se svým lékařem. Vitamin K totiž ovlivňuje účinek těchto léků a dávkování je třeba nastavit individuálně.</p>
<p>Ostatním dospělým vitamin K2 v běžných dávkách nijak neškodí a je dobře snášen. Nejlépe se vstřebává s jídlem, které obsahuje tuk, stejně jako vitamin D.</p>`,
  },
  {
    slug: 'omega-3-a-zdravi-srdce',
    title: 'Omega-3 a srdce: co říká věda a co můžete udělat sami',
    perex:
      'EPA a DHA patří k nejlépe prozkoumaným živinám pro srdce. Přinášíme přehled toho, co je ověřené, a tipy na každý den.',
    topic: 'heart',
    publishedAt: '2024-04-10T08:00:00Z',
    readCount: 7702,
    contentHtml: `
<p>Zájem o omega-3 mastné kyseliny odstartovali v sedmdesátých letech dánští lékaři, kteří zkoumali Inuity v Grónsku. Navzdory stravě bohaté na tuk měli tito lidé překvapivě málo srdečních onemocnění. Jejich jídelníček stál na rybách a mořských savcích, tedy na zdrojích EPA a DHA.</p>
<h2>Co je dnes ověřené</h2>
<p>Od té doby vznikly tisíce studií. Na jejich základě Evropská komise schválila tvrzení, že EPA a DHA přispívají k normální činnosti srdce, pokud denní příjem dosahuje alespoň 250 mg. Vyšší dávky, 2 až 3 gramy denně, přispívají k udržení normální hladiny triglyceridů v krvi; takové množství by ale mělo být součástí stravy nastavené po dohodě s lékařem.</p>
<h2>Srdce potřebuje víc než jednu živinu</h2>
<p>Omega-3 nejsou zázračný lék. Srdci nejvíc pomáhá celkový způsob života:</p>
<ul>
<li>pravidelný pohyb, ideálně alespoň 150 minut svižné chůze týdně,</li>
<li>strava s dostatkem zeleniny, luštěnin, celozrnných potravin a ryb,</li>
<li>méně soli, cukru a průmyslově zpracovaného masa,</li>
<li>nekouření a střídmost v alkoholu,</li>
<li>dostatek spánku a zvládání stresu.</li>
</ul>
<h2>Ryby, nebo tobolka?</h2>
<p>Nejlepším zdrojem omega-3 zůstávají tučné mořské ryby a dvě porce týdně jsou dobrým cílem. Pokud ryby nejíte rádi nebo se k nim zkrátka nedostanete, je doplněk s rybím olejem praktickou náhradou. Důležité je užívat ho pravidelně, protože omega-3 se do buněčných membrán zabudovávají postupně, během několika týdnů.</p>
<h2>Na co si dát pozor</h2>
<p>Pokud užíváte léky na ředění krve nebo vás čeká operace, řekněte lékaři, že užíváte rybí olej. V běžných dávkách je bezpečný, ale lékař by měl mít úplný přehled o všem, co berete.</p>
<p>Denní dávka Nordlys obsahuje 1 000 mg omega-3 mastných kyselin, z toho 500 mg EPA a 350 mg DHA, tedy víc než dvojnásobek dávky potřebné pro příznivý účinek na srdce.</p>`,
  },
  {
    slug: 'omega-3-pro-mozek',
    title: 'DHA a mozek: tuk, ze kterého jsme doslova postavení',
    perex:
      'Téměř šedesát procent sušiny mozku tvoří tuky a DHA mezi nimi hraje hlavní roli. Co to znamená pro soustředění a zrak?',
    topic: 'brain',
    publishedAt: '2024-05-15T08:00:00Z',
    readCount: 5467,
    contentHtml: `
<p>Lidský mozek je nejtučnější orgán v těle. Až šedesát procent jeho sušiny tvoří tuky a nejhojnější omega-3 mastnou kyselinou mezi nimi je DHA. Nachází se v membránách nervových buněk, kde ovlivňuje jejich pružnost a to, jak si buňky předávají signály.</p>
<h2>Co je potvrzené</h2>
<p>Evropská komise schválila, že DHA přispívá k udržení normální činnosti mozku a normálního stavu zraku. Příznivého účinku se dosáhne při denním příjmu 250 mg DHA. Sítnice oka obsahuje DHA v ještě vyšší koncentraci než mozek, proto se obě tvrzení často uvádějí společně.</p>
<h2>DHA po celý život</h2>
<p>Mozek potřebuje DHA od narození až do vysokého věku. V těhotenství a při kojení přijímá dítě DHA od matky, a proto se nastávajícím maminkám doporučuje zvýšit příjem o dalších 100 až 200 mg denně. V dospělosti DHA pomáhá udržet normální činnost mozku a u starších lidí je důležitou součástí vyvážené stravy.</p>
<h2>Mozku pomáhá i životní styl</h2>
<p>Omega-3 jsou jen jedním dílkem skládačky. Pro dobrou paměť a soustředění je důležité:</p>
<ul>
<li>spát sedm až devět hodin,</li>
<li>hýbat se, protože pohyb zlepšuje prokrvení mozku,</li>
<li>učit se nové věci, číst a potkávat se s lidmi,</li>
<li>pít dost vody a jíst pestře.</li>
</ul>
<h2>Jak DHA přijímat</h2>
<p>Nejbohatšími zdroji DHA jsou losos, makrela, sleď, sardinky a pstruh. Rostlinné oleje obsahují jen ALA, ze které si tělo vytvoří DHA jen ve velmi malém množství. Pokud nejíte ryby alespoň dvakrát týdně, zvažte doplněk. Denní dávka Nordlys obsahuje 350 mg DHA, tedy víc, než je potřeba k dosažení příznivého účinku.</p>
<p>Výsledky nepřijdou ze dne na den. Obsah DHA v buňkách roste postupně, proto je pravidelnost důležitější než velké jednorázové dávky.</p>`,
  },
  {
    slug: 'klouby-a-pohyb',
    title: 'Klouby, svaly a kosti: jak zůstat v pohybu i po padesátce',
    perex:
      'Pohyb je nejlepší lék pro klouby, ale potřebuje i správnou výživu. Podívali jsme se, co mohou udělat vitamin D, K2 a omega-3.',
    topic: 'joints',
    publishedAt: '2024-06-19T08:00:00Z',
    readCount: 4230,
    contentHtml: `
<p>Ztuhlé ráno, těžší schody, menší chuť jít na procházku. S přibývajícím věkem si klouby říkají o víc pozornosti. Dobrou zprávou je, že hodně se dá udělat pravidelným pohybem a rozumnou stravou.</p>
<h2>Pohyb na prvním místě</h2>
<p>Kloubní chrupavka nemá vlastní cévy. Živiny dostává z kloubní tekutiny, která se do ní dostává při pohybu, podobně jako voda do houby. Kloubům proto nejvíc škodí nečinnost. Vhodná je chůze, plavání, kolo, nordic walking nebo jemné cvičení, které posiluje svaly kolem kloubů.</p>
<h2>Svaly a kosti potřebují vitamin D</h2>
<p>Vitamin D přispívá k udržení normální funkce svalů a normálního stavu kostí. Silné svaly ulehčují kloubům a pevné kosti jsou základem celé pohybové soustavy. U starších lidí vitamin D přispívá ke snížení rizika pádů spojených se svalovou slabostí, které jsou rizikovým faktorem zlomenin.</p>
<h2>Vitamin K2 pro kosti</h2>
<p>Vitamin K přispívá k udržení normálního stavu kostí. Spolu s vitaminem D3 pomáhá, aby se vápník z potravy zabudoval tam, kde ho kosti potřebují.</p>
<h2>A co omega-3?</h2>
<p>Omega-3 mastné kyseliny se v souvislosti s klouby zmiňují často. Výzkum se jim věnuje dlouhá léta, pro klouby však zatím žádné zdravotní tvrzení schválené není. Zázraky vám proto slibovat nebudeme. Omega-3 jsou ale součástí vyvážené stravy a jejich přínos pro srdce, mozek a zrak je potvrzený.</p>
<h2>Praktické tipy</h2>
<ul>
<li>Udržujte si přiměřenou hmotnost, každé kilo navíc zatěžuje kolena.</li>
<li>Před každou aktivitou se rozcvičte a po ní se protáhněte.</li>
<li>Noste pohodlnou obuv s dobrým tlumením.</li>
<li>Jezte dostatek bílkovin, zeleniny a mléčných výrobků.</li>
<li>Při dlouhotrvající bolesti navštivte lékaře.</li>
</ul>
<p>Nezapomínejte, že každé tělo je jiné. Pokud začínáte s pohybem po delší pauze, přidávejte zátěž postupně a dejte kloubům čas, aby si na novou aktivitu zvykly.</p>`,
  },
  {
    slug: 'norsky-rybolov-a-kvalita',
    title: 'Z norských fjordů do tobolky: cesta oleje Nordlys',
    perex:
      'Norsko patří k nejpřísněji regulovaným rybářským zemím světa. Ukážeme vám, jak vzniká rybí olej od úlovku po hotovou tobolku.',
    topic: 'origin',
    publishedAt: '2024-07-24T08:00:00Z',
    readCount: 2975,
    contentHtml: `
<p>Pobřeží Norska měří i s fjordy a ostrovy přes sto tisíc kilometrů. Studené a čisté vody Severního a Norského moře jsou domovem tresek, sleďů, makrel a ančoviček, tedy ryb bohatých na omega-3 mastné kyseliny. Rybolov tu má tisíciletou tradici a Norové si své moře hlídají.</p>
<h2>Udržitelný rybolov</h2>
<p>Výlovné kvóty v Norsku stanovuje stát podle doporučení vědců z Institutu mořského výzkumu v Bergenu. Ti sledují velikost populací a kvóty každý rok upravují tak, aby se ryby stačily obnovit. Lodě musí hlásit každý úlovek a jejich polohu sleduje satelitní systém. Díky tomu patří populace tresky v Barentsově moři k nejzdravějším na světě.</p>
<h2>Od úlovku k oleji</h2>
<p>Suroviny zpracováváme krátce po úlovku, aby byl olej co nejčerstvější. Surový olej pak prochází několika kroky:</p>
<ol>
<li>odstranění vody a bílkovin,</li>
<li>šetrná molekulární destilace za nízké teploty, která odstraní těžké kovy, dioxiny a další nežádoucí látky,</li>
<li>přidání přírodního vitaminu E jako ochrany před oxidací,</li>
<li>plnění do tobolek v ochranné dusíkové atmosféře.</li>
</ol>
<h2>Kontrola každé šarže</h2>
<p>Každou šarži testuje nezávislá laboratoř. Sleduje obsah EPA a DHA, těžké kovy, PCB, dioxiny a ukazatele oxidace, tedy peroxidové a anisidinové číslo. Čerstvý olej má obě hodnoty nízké, a proto nezanechává rybí pachuť.</p>
<h2>Proč na tom záleží</h2>
<p>Omega-3 mastné kyseliny jsou citlivé na kyslík, světlo a teplo. Špatně zpracovaný olej rychle oxiduje a ztrácí hodnotu. Od roku 2006 proto stavíme na tom, co umíme ověřit: původ surovin, šetrné zpracování a kontrolu každé šarže. Důvěru nám dnes dává více než 2,7 milionu zákazníků.</p>
<p>Výsledky analýz jednotlivých šarží rádi poskytneme i vám. Stačí nám napsat číslo šarže, které najdete na obalu, a certifikát vám pošleme e-mailem.</p>`,
  },
  {
    slug: 'jak-uzivat-nordlys',
    title: 'Jak užívat Nordlys, abyste z něj měli co nejvíc',
    perex:
      'Kdy tobolky užívat, jak je skladovat a kdy čekat první výsledky? Odpovědi na otázky, které nám kladete nejčastěji.',
    topic: 'use',
    publishedAt: '2024-09-04T08:00:00Z',
    readCount: 9120,
    contentHtml: `
<p>Na zákaznickou linku nám denně volají lidé, kteří s Nordlys začínají, i ti, kdo ho užívají roky. Připravili jsme odpovědi na otázky, které slýcháme nejčastěji.</p>
<h2>Kolik tobolek denně?</h2>
<p>Doporučená denní dávka jsou dvě tobolky. Obsahují 1 000 mg omega-3 mastných kyselin (z toho 500 mg EPA a 350 mg DHA), 25 µg vitaminu D3 a 50 µg vitaminu K2. Doporučenou denní dávku nepřekračujte.</p>
<h2>Kdy a jak?</h2>
<p>Tobolky užívejte při jídle nebo hned po něm a zapijte je vodou. Omega-3 i vitaminy D a K jsou rozpustné v tucích a s jídlem se vstřebávají lépe. Nezáleží na tom, jestli zvolíte snídani, nebo oběd. Důležité je udělat si z toho zvyk a na tobolky nezapomínat.</p>
<h2>Kdy se projeví účinek?</h2>
<p>Omega-3 mastné kyseliny se do buněčných membrán zabudovávají postupně. Hladina v krvi se mění už po několika týdnech, ustálený stav ale nastává zhruba po třech měsících pravidelného užívání. Proto doporučujeme užívat Nordlys dlouhodobě a roční balení je nejvýhodnější volbou.</p>
<h2>Jak skladovat?</h2>
<ul>
<li>Při pokojové teplotě do 25 °C, mimo přímé slunce.</li>
<li>V dobře uzavřeném obalu, aby se k oleji nedostal vzduch.</li>
<li>Mimo dosah malých dětí.</li>
</ul>
<h2>Rybí pachuť?</h2>
<p>Čerstvý a správně zpracovaný olej by neměl způsobovat rybí říhání. Pokud jste citliví, užijte tobolky na začátku jídla nebo je uložte do lednice. Chlad zpomalí rozpuštění tobolky v žaludku.</p>
<h2>Kdo by se měl poradit s lékařem</h2>
<p>Těhotné a kojící ženy, lidé užívající léky na ředění krve a každý, kdo se léčí s chronickým onemocněním, by se měli před užíváním poradit s lékařem. Doplněk stravy není náhradou pestré a vyvážené stravy a zdravého životního stylu.</p>
<p>Máte další otázky? Zavolejte nám v pracovní dny od 8:00 do 18:00 na číslo +420 228 880 100 nebo napište na info@nordlys.cz.</p>`,
  },
];
