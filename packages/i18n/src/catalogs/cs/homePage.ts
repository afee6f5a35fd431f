/** Texts of the home page and of the landing pages built like it. */
export const homePage = {
  /** Holds the order form's place until its code and the offer have loaded. */
  orderLoading: 'Načítám objednávkový formulář…',
  heroTitle: 'Síla severu v každé kapce',
  heroSubline:
    'Čistý rybí olej ze studených norských vod s omega-3 mastnými kyselinami EPA a DHA, doplněný o vitamíny D3 a K2.',
  heroImageAlt: 'Balení doplňku stravy {productName} s rybím olejem',
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
