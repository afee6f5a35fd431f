import type { OpeningHoursRow } from '../../db/schema/pickupPoints';

/**
 * How a point keeps its hours: a box is open round the clock, a kiosk early and long, a shop
 * office hours with a short Saturday, a supermarket every day into the evening.
 */
export type HoursProfile = 'box' | 'kiosk' | 'shop' | 'market';

/** city, zip, street, name, hours profile */
export type PickupPointEntry = readonly [string, string, string, string, HoursProfile];

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

export function openingHoursOf(profile: HoursProfile): OpeningHoursRow[] {
  const every = (days: readonly OpeningHoursRow['day'][], opens: string, closes: string) =>
    days.map((day) => ({ day, opens, closes }));
  switch (profile) {
    case 'box':
      return every([...weekdays, 'sat', 'sun'], '00:00', '23:59');
    case 'kiosk':
      return [...every(weekdays, '06:00', '19:00'), ...every(['sat'], '07:00', '13:00')];
    case 'shop':
      return [...every(weekdays, '09:00', '18:00'), ...every(['sat'], '09:00', '12:00')];
    case 'market':
      return every([...weekdays, 'sat', 'sun'], '07:00', '21:00');
  }
}

export const packetaCz: readonly PickupPointEntry[] = [
  ['Praha 1', '110 00', 'Václavské náměstí 56', 'Trafika Václavák', 'kiosk'],
  ['Praha 2', '120 00', 'Náměstí Míru 9', 'Papírnictví Vinohrady', 'shop'],
  ['Praha 3', '130 00', 'Seifertova 42', 'Z-BOX Žižkov Seifertova', 'box'],
  ['Praha 4', '140 00', 'Budějovická 64', 'Potraviny Budějovická', 'shop'],
  ['Praha 5', '150 00', 'Štefánikova 18', 'Květinářství Anděl', 'shop'],
  ['Praha 6', '160 00', 'Dejvická 27', 'Z-BOX Dejvice', 'box'],
  ['Praha 7', '170 00', 'Milady Horákové 58', 'Trafika Letná', 'kiosk'],
  ['Praha 8', '186 00', 'Sokolovská 120', 'Z-BOX Karlín Sokolovská', 'box'],
  ['Praha 9', '190 00', 'Českomoravská 2420/15a', 'Z-BOX Harfa', 'box'],
  ['Praha 10', '101 00', 'Vinohradská 151', 'Drogerie Flora', 'shop'],
  ['Brno', '602 00', 'Masarykova 31', 'Tabák Masarykova', 'kiosk'],
  ['Brno', '612 00', 'Kounicova 67', 'Z-BOX Brno Kounicova', 'box'],
  ['Brno', '628 00', 'Bělohorská 21', 'Potraviny Líšeň', 'shop'],
  ['Ostrava', '702 00', 'Nádražní 112', 'Trafika Nádražní', 'kiosk'],
  ['Ostrava', '708 00', 'Opavská 1120/40', 'Z-BOX Poruba Opavská', 'box'],
  ['Plzeň', '301 00', 'Americká 18', 'Papírnictví Americká', 'shop'],
  ['Plzeň', '323 00', 'Karlovarská 96', 'Z-BOX Plzeň Karlovarská', 'box'],
  ['Liberec', '460 01', 'Pražská 6', 'Tabák Pražská', 'kiosk'],
  ['Olomouc', '779 00', 'Třída Svobody 21', 'Knihkupectví Svobody', 'shop'],
  ['České Budějovice', '370 01', 'Lannova třída 9', 'Z-BOX Lannova', 'box'],
  ['Hradec Králové', '500 02', 'Gočárova třída 1130', 'Potraviny Gočárova', 'shop'],
  ['Pardubice', '530 02', 'Třída Míru 60', 'Trafika Třída Míru', 'kiosk'],
  ['Ústí nad Labem', '400 01', 'Mírové náměstí 3', 'Z-BOX Mírové náměstí', 'box'],
  ['Zlín', '760 01', 'Třída Tomáše Bati 200', 'Drogerie Baťova', 'shop'],
  ['Jihlava', '586 01', 'Masarykovo náměstí 40', 'Papírnictví Jihlava', 'shop'],
  ['Karlovy Vary', '360 01', 'Zeyerova 5', 'Z-BOX Karlovy Vary Zeyerova', 'box'],
  ['Kladno', '272 01', 'Náměstí Starosty Pavla 4', 'Tabák Kladno', 'kiosk'],
  ['Opava', '746 01', 'Ostrožná 22', 'Potraviny Ostrožná', 'shop'],
];

export const pplCz: readonly PickupPointEntry[] = [
  ['Praha 1', '110 00', 'Na Poříčí 23', 'PPL ParcelShop Žabka Na Poříčí', 'market'],
  ['Praha 2', '120 00', 'Karlovo náměstí 14', 'PPL ParcelBox Karlovo náměstí', 'box'],
  ['Praha 4', '140 00', 'Na Pankráci 86', 'PPL ParcelShop Albert Pankrác', 'market'],
  ['Praha 5', '150 00', 'Plzeňská 8', 'PPL ParcelBox Anděl', 'box'],
  ['Praha 6', '169 00', 'Bělohorská 110', 'PPL ParcelShop Billa Břevnov', 'market'],
  ['Praha 9', '190 00', 'Sokolovská 304', 'PPL ParcelShop Tabák Vysočany', 'kiosk'],
  ['Praha 10', '101 00', 'Kodaňská 46', 'PPL ParcelBox Vršovice', 'box'],
  ['Praha 8', '180 00', 'Zenklova 38', 'PPL ParcelShop Žabka Libeň', 'market'],
  ['Brno', '602 00', 'Joštova 4', 'PPL ParcelShop Drogerie Joštova', 'shop'],
  ['Brno', '612 00', 'Palackého třída 12', 'PPL ParcelBox Královo Pole', 'box'],
  ['Brno', '616 00', 'Vlárská 22', 'PPL ParcelShop Billa Žabovřesky', 'market'],
  ['Ostrava', '702 00', '28. října 160', 'PPL ParcelShop Žabka 28. října', 'market'],
  ['Ostrava', '700 30', 'Horní 1492/55', 'PPL ParcelBox Hrabůvka', 'box'],
  ['Plzeň', '301 00', 'Klatovská třída 42', 'PPL ParcelShop Trafika Klatovská', 'kiosk'],
  ['Plzeň', '312 00', 'Slovanská alej 30', 'PPL ParcelBox Slovany', 'box'],
  ['Liberec', '460 01', 'Moskevská 15', 'PPL ParcelShop Papírnictví Moskevská', 'shop'],
  ['Olomouc', '779 00', 'Palackého 19', 'PPL ParcelBox Olomouc Palackého', 'box'],
  ['České Budějovice', '370 01', 'Pražská třída 24', 'PPL ParcelShop Billa Pražská', 'market'],
  ['Hradec Králové', '500 03', 'Dukelská třída 15', 'PPL ParcelBox Dukelská', 'box'],
  ['Pardubice', '530 02', 'Palackého třída 2593', 'PPL ParcelShop Albert Palackého', 'market'],
  ['Ústí nad Labem', '400 01', 'Hrnčířská 4', 'PPL ParcelShop Tabák Hrnčířská', 'kiosk'],
  ['Zlín', '760 01', 'Kvítková 80', 'PPL ParcelBox Zlín Kvítková', 'box'],
  ['Jihlava', '586 01', 'Znojemská 12', 'PPL ParcelShop Žabka Znojemská', 'market'],
  ['Karlovy Vary', '360 01', 'Chebská 52', 'PPL ParcelShop Drogerie Chebská', 'shop'],
  ['Kladno', '272 01', 'Štefánikova 1163', 'PPL ParcelBox Kladno Štefánikova', 'box'],
  ['Most', '434 01', 'Budovatelů 2830', 'PPL ParcelShop Billa Most', 'market'],
  ['Teplice', '415 01', 'Masarykova třída 30', 'PPL ParcelShop Knihkupectví Teplice', 'shop'],
  ['Frýdek-Místek', '738 01', 'Náměstí Svobody 8', 'PPL ParcelBox Frýdek-Místek', 'box'],
];

export const packetaSk: readonly PickupPointEntry[] = [
  ['Bratislava', '811 01', 'Obchodná 42', 'Trafika Obchodná', 'kiosk'],
  ['Bratislava', '821 09', 'Mlynské nivy 5', 'Z-BOX Mlynské nivy', 'box'],
  ['Bratislava', '831 04', 'Vajnorská 21', 'Potraviny Vajnorská', 'shop'],
  ['Bratislava', '851 01', 'Panónska cesta 7', 'Z-BOX Petržalka Panónska', 'box'],
  ['Bratislava', '841 04', 'Karloveská 34', 'Papiernictvo Karlova Ves', 'shop'],
  ['Bratislava', '821 08', 'Trnavská cesta 50', 'Z-BOX Trnavská cesta', 'box'],
  ['Košice', '040 01', 'Hlavná 68', 'Trafika Hlavná', 'kiosk'],
  ['Košice', '040 11', 'Popradská 86', 'Z-BOX Košice Popradská', 'box'],
  ['Prešov', '080 01', 'Hlavná 55', 'Papiernictvo Prešov', 'shop'],
  ['Žilina', '010 01', 'Národná 10', 'Tabak Národná', 'kiosk'],
  ['Žilina', '010 08', 'Vysokoškolákov 52', 'Z-BOX Žilina Vlčince', 'box'],
  ['Nitra', '949 01', 'Štefánikova trieda 61', 'Potraviny Štefánikova', 'shop'],
  ['Banská Bystrica', '974 01', 'Námestie SNP 14', 'Trafika Námestie SNP', 'kiosk'],
  ['Trnava', '917 01', 'Hlavná 17', 'Z-BOX Trnava Hlavná', 'box'],
  ['Trenčín', '911 01', 'Mierové námestie 24', 'Drogéria Mierové námestie', 'shop'],
  ['Martin', '036 01', 'Osloboditeľov 21', 'Papiernictvo Martin', 'shop'],
  ['Poprad', '058 01', 'Námestie sv. Egídia 30', 'Z-BOX Poprad', 'box'],
  ['Zvolen', '960 01', 'Námestie SNP 48', 'Trafika Zvolen', 'kiosk'],
  ['Michalovce', '071 01', 'Námestie osloboditeľov 25', 'Potraviny Michalovce', 'shop'],
  ['Piešťany', '921 01', 'Winterova 30', 'Z-BOX Piešťany Winterova', 'box'],
  ['Komárno', '945 01', 'Palatínova 14', 'Drogéria Komárno', 'shop'],
  ['Nové Zámky', '940 01', 'Hlavné námestie 9', 'Tabak Nové Zámky', 'kiosk'],
  ['Levice', '934 01', 'Ľudovíta Štúra 36', 'Papiernictvo Levice', 'shop'],
  ['Lučenec', '984 01', 'Vajanského 12', 'Z-BOX Lučenec', 'box'],
  ['Prievidza', '971 01', 'Námestie slobody 3', 'Potraviny Prievidza', 'shop'],
  ['Spišská Nová Ves', '052 01', 'Zimná 40', 'Trafika Zimná', 'kiosk'],
  ['Liptovský Mikuláš', '031 01', 'Štúrova 19', 'Z-BOX Liptovský Mikuláš', 'box'],
  ['Dunajská Streda', '929 01', 'Hlavná 50', 'Drogéria Dunajská Streda', 'shop'],
];

export const pplSk: readonly PickupPointEntry[] = [
  ['Bratislava', '811 08', 'Špitálska 10', 'PPL ParcelShop Tabak Špitálska', 'kiosk'],
  ['Bratislava', '821 04', 'Ružinovská 28', 'PPL ParcelBox Ružinov', 'box'],
  ['Bratislava', '831 01', 'Račianska 66', 'PPL ParcelShop Billa Račianska', 'market'],
  ['Bratislava', '851 04', 'Romanova 37', 'PPL ParcelBox Petržalka Romanova', 'box'],
  ['Bratislava', '841 02', 'Saratovská 4', 'PPL ParcelShop Žabka Dúbravka', 'market'],
  ['Bratislava', '811 04', 'Palisády 50', 'PPL ParcelShop Papiernictvo Palisády', 'shop'],
  ['Košice', '040 01', 'Štúrova 1', 'PPL ParcelShop Billa Štúrova', 'market'],
  ['Košice', '040 11', 'Trieda SNP 61', 'PPL ParcelBox Terasa', 'box'],
  ['Prešov', '080 01', 'Masarykova 14', 'PPL ParcelBox Prešov Masarykova', 'box'],
  ['Žilina', '010 01', 'Hurbanova 22', 'PPL ParcelShop Drogéria Hurbanova', 'shop'],
  ['Nitra', '949 01', 'Akademická 1', 'PPL ParcelBox Nitra Chrenová', 'box'],
  ['Banská Bystrica', '974 01', 'Partizánska cesta 18', 'PPL ParcelShop Tesco Expres Partizánska', 'market'],
  ['Trnava', '917 01', 'Starohájska 29', 'PPL ParcelShop Billa Trnava', 'market'],
  ['Trenčín', '911 01', 'Hodžova 12', 'PPL ParcelBox Trenčín Hodžova', 'box'],
  ['Martin', '036 01', 'Jesenského 20', 'PPL ParcelShop Tabak Martin', 'kiosk'],
  ['Poprad', '058 01', 'Mnoheľova 11', 'PPL ParcelShop Drogéria Poprad', 'shop'],
  ['Zvolen', '960 01', 'Študentská 12', 'PPL ParcelBox Zvolen', 'box'],
  ['Michalovce', '071 01', 'Štefánikova 8', 'PPL ParcelShop Papiernictvo Michalovce', 'shop'],
  ['Piešťany', '921 01', 'Nitrianska 5', 'PPL ParcelShop Žabka Piešťany', 'market'],
  ['Komárno', '945 01', 'Eötvösova 12', 'PPL ParcelBox Komárno', 'box'],
  ['Nové Zámky', '940 01', 'Komárňanská 28', 'PPL ParcelShop Billa Nové Zámky', 'market'],
  ['Levice', '934 01', 'Svätého Michala 9', 'PPL ParcelShop Tabak Levice', 'kiosk'],
  ['Humenné', '066 01', 'Námestie slobody 45', 'PPL ParcelBox Humenné', 'box'],
  ['Bardejov', '085 01', 'Radničné námestie 21', 'PPL ParcelShop Knihkupectvo Bardejov', 'shop'],
  ['Ružomberok', '034 01', 'Mostová 4', 'PPL ParcelShop Tabak Ružomberok', 'kiosk'],
  ['Topoľčany', '955 01', 'Krušovská 20', 'PPL ParcelBox Topoľčany', 'box'],
  ['Prievidza', '971 01', 'Bojnická cesta 22', 'PPL ParcelShop Billa Prievidza', 'market'],
  ['Považská Bystrica', '017 01', 'Centrum 23', 'PPL ParcelShop Drogéria Považská Bystrica', 'shop'],
];
