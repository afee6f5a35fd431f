/** Texts of the home page and of the landing pages built like it. */
export const homePage = {
  /** Holds the order form's place until its code and the offer have loaded. */
  orderLoading: 'Načítám objednávkový formulář…',
  heroTitle: 'Síla severu v každé kapce',
  heroSubline:
    'Čistý rybí olej ze studených norských vod s omega-3 mastnými kyselinami EPA a DHA, doplněný o vitamíny D3 a K2.',
  /** The picture of each pack the shop sells, named for those who cannot see it. */
  packImageAlt: {
    'sample-10': 'Zkušební balení {productName}: lahvička s 10 kapslemi',
    'k2-30': 'Měsíční balení {productName} s vitamínem K2: lahvička s 30 kapslemi',
    'single-30': 'Balení {productName}: lahvička s 30 kapslemi',
    'duo-30': 'Dvě balení {productName} po 30 kapslích',
    'trio-30': 'Tři balení {productName} po 30 kapslích',
    'yearly-12x30': 'Roční balení {productName}: krabice s 12 lahvičkami po 30 kapslích',
  },
  benefitsTitle: 'Proč {productName}',
  benefits: [
    {
      title: 'Pro srdce',
      text: 'EPA a DHA přispívají k normální činnosti srdce při denním příjmu 250 mg.',
    },
    {
      title: 'Pro mozek a zrak',
      text: 'DHA přispívá k udržení normální činnosti mozku a normálního stavu zraku.',
    },
    {
      title: 'Pro kosti a imunitu',
      text: 'Vitamín D3 přispívá k normální funkci imunitního systému a k udržení normálního stavu kostí.',
    },
    {
      title: 'Norská kvalita',
      text: 'Olej z ryb ulovených v Norském moři, čištěný a kontrolovaný podle přísných norských norem.',
    },
  ],
  orderSectionTitle: 'Objednávka',
};
