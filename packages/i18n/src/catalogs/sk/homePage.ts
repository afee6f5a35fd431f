import type { LazyMessages } from '../../lazyMessages';

/** Texts of the home page and of the landing pages built like it. */
export const homePage: LazyMessages['homePage'] = {
  /** Holds the order form's place until its code and the offer have loaded. */
  orderLoading: 'Načítavam objednávkový formulár…',
  heroTitle: 'Sila severu v každej kvapke',
  heroSubline:
    'Čistý rybí olej zo studených nórskych vôd s omega-3 mastnými kyselinami EPA a DHA, doplnený o vitamíny D3 a K2.',
  packImageAlt: {
    'sample-10': 'Skúšobné balenie {productName}: fľaštička s 10 kapsulami',
    'k2-30': 'Mesačné balenie {productName} s vitamínom K2: fľaštička s 30 kapsulami',
    'single-30': 'Balenie {productName}: fľaštička s 30 kapsulami',
    'duo-30': 'Dve balenia {productName} po 30 kapsúl',
    'trio-30': 'Tri balenia {productName} po 30 kapsúl',
    'yearly-12x30': 'Ročné balenie {productName}: škatuľa s 12 fľaštičkami po 30 kapsúl',
  },
  benefitsTitle: 'Prečo {productName}',
  benefits: [
    {
      title: 'Pre srdce',
      text: 'EPA a DHA prispievajú k normálnej činnosti srdca pri dennom príjme 250 mg.',
    },
    {
      title: 'Pre mozog a zrak',
      text: 'DHA prispieva k udržaniu normálnej činnosti mozgu a normálneho videnia.',
    },
    {
      title: 'Pre kosti a imunitu',
      text: 'Vitamín D3 prispieva k normálnej funkcii imunitného systému a k udržaniu normálneho stavu kostí.',
    },
    {
      title: 'Nórska kvalita',
      text: 'Olej z rýb ulovených v Nórskom mori, čistený a kontrolovaný podľa prísnych nórskych noriem.',
    },
  ],
  orderSectionTitle: 'Objednávka',
};
