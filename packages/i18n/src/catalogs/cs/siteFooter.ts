/** Texts of the pre-footer and the footer, loaded with their code. */
export const siteFooter = {
  preFooter: {
    title: 'Proč nám důvěřovat',
    customersValue: 'více než {count}',
    customersLabel: 'spokojených zákazníků',
    experienceValue: {
      one: '{count} rok',
      few: '{count} roky',
      many: '{count} roku',
      other: '{count} let',
    },
    experienceLabel: 'zkušeností s doplňky stravy',
    originValue: 'Z Norska',
    originLabel: 'původ produktu i receptury',
    callTitle: 'Máte otázky? Zavolejte nám',
    supportHours: 'Po–Pá 8:00–18:00',
  },
  footer: {
    contactLink: 'Kontakt',
    cardPayments: 'Přijímáme platby kartou',
    companyTitle: 'Provozovatel',
    registrationId: 'IČO: {value}',
    taxId: 'DIČ: {value}',
    contactTitle: 'Kontakt',
    phoneLabel: 'Telefon',
    emailLabel: 'E-mail',
    websiteLabel: 'Web',
    infoTitle: 'Informace',
    terms: 'Obchodní podmínky',
    deliveryPayment: 'Doprava a platba',
    cookiesPersonalData: 'Cookies a osobní údaje',
    reviews: 'Recenze',
    /** No header menu leads to the blog; the footer is its way in from every page. */
    blog: 'Blog',
    reviewsInfo: 'Jak fungují recenze',
    accessibility: 'Prohlášení o přístupnosti',
    cookieSettings: 'Nastavení cookies',
    close: 'Zavřít',
  },
  panels: {
    termsTitle: 'Obchodní podmínky',
    terms: [
      'Objednávku můžete odeslat přes objednávkový formulář nebo po telefonu. Odesláním objednávky vzniká kupní smlouva a povinnost zboží zaplatit.',
      'Zboží zakoupené na dálku můžete bez udání důvodu vrátit do 14 dnů od převzetí. Stačí nám zavolat nebo napsat a zásilku poslat zpět.',
      'Reklamaci vyřídíme nejpozději do 30 dnů. Úplné znění obchodních podmínek najdete v sekci podmínek na tomto webu.',
    ],
    termsLink: 'Úplné znění obchodních podmínek',
    deliveryPaymentTitle: 'Doprava a platba',
    delivery: [
      'Zásilku doručí Česká pošta do schránky nebo na adresu, Zásilkovna na výdejní místo nebo na adresu a PPL na adresu nebo na výdejní místo (ParcelShop nebo ParcelBox).',
      'Zboží odesíláme obvykle do 2 pracovních dnů od přijetí objednávky. Doručení trvá zpravidla 1 až 3 pracovní dny podle zvoleného dopravce.',
    ],
    payment: [
      'Platba po doručení: složenkou nebo převodem do 14 dnů, doklady jsou přiloženy v balíčku.',
      'Platba kartou online přes zabezpečenou platební bránu, nebo bankovním převodem.',
      'Dobírku u doručení přes PPL nenabízíme.',
    ],
  },
  reviewsPopup: {
    title: 'Jak fungují recenze',
    intro: 'Každou recenzi před zveřejněním čteme a označíme podle toho, kdo ji napsal.',
    verifiedCustomerTitle: 'Ověřený zákazník',
    verifiedCustomer:
      'Recenzi napsal zákazník, jehož objednávku máme v evidenci. Ověřujeme to podle zákaznického čísla a objednávky.',
    partnerTitle: 'Partner',
    partner:
      'Recenzi napsal náš obchodní partner, například lékárník nebo odborník na výživu, který s produktem pracuje.',
    unverifiedCustomerTitle: 'Neověřený zákazník',
    unverifiedCustomer:
      'Recenzi napsal zákazník, jehož nákup se nám nepodařilo spárovat s objednávkou, třeba protože produkt koupil jinde.',
    conditionsTitle: 'Podmínky recenzí',
    conditions:
      'Zveřejňujeme kladné i záporné recenze. Nezveřejníme texty s urážkami, reklamou nebo osobními údaji třetích osob. Za recenze neplatíme.',
    /** Each label's section links to the review conditions, which explain the labels in full. */
    labelLink: 'Více o označení {label}',
    conditionsLink: 'Celé podmínky zveřejňování recenzí',
  },
  payments: {
    visa: 'Visa',
    mastercard: 'Mastercard',
  },
};
