import type { LazyMessages } from '../../lazyMessages';

/** Texts of the home page and of the landing pages built like it. */
export const homePage: LazyMessages['homePage'] = {
  /** Holds the order form's place until its code and the offer have loaded. */
  orderLoading: 'Načítavam objednávkový formulár…',
  heroTitle: 'Sila severu v každej kvapke',
  heroSubline:
    'Čistý rybí olej zo studených nórskych vôd s omega-3 mastnými kyselinami EPA a DHA, doplnený o vitamíny D3 a K2.',
  heroImageAlt: 'Balenie výživového doplnku {productName} s rybím olejom',
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
