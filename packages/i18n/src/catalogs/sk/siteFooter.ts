import type { LazyMessages } from '../../lazyMessages';

/** Texts of the pre-footer and the footer, loaded with their code. */
export const siteFooter: LazyMessages['siteFooter'] = {
  preFooter: {
    title: 'Prečo nám dôverovať',
    customersValue: 'viac ako {count}',
    customersLabel: 'spokojných zákazníkov',
    experienceValue: {
      one: '{count} rok',
      few: '{count} roky',
      many: '{count} roka',
      other: '{count} rokov',
    },
    experienceLabel: 'skúseností s výživovými doplnkami',
    originValue: 'Z Nórska',
    originLabel: 'pôvod produktu aj receptúry',
    callTitle: 'Máte otázky? Zavolajte nám',
    supportHours: 'Po – Pi 8:00 – 18:00',
  },
  footer: {
    contactLink: 'Kontakt',
    cardPayments: 'Prijímame platby kartou',
    companyTitle: 'Prevádzkovateľ',
    registrationId: 'IČO: {value}',
    taxId: 'DIČ: {value}',
    contactTitle: 'Kontakt',
    phoneLabel: 'Telefón',
    emailLabel: 'E-mail',
    websiteLabel: 'Web',
    infoTitle: 'Informácie',
    terms: 'Obchodné podmienky',
    deliveryPayment: 'Doprava a platba',
    cookiesPersonalData: 'Cookies a osobné údaje',
    reviews: 'Recenzie',
    blog: 'Blog',
    reviewsInfo: 'Ako fungujú recenzie',
    accessibility: 'Vyhlásenie o prístupnosti',
    cookieSettings: 'Nastavenia cookies',
    close: 'Zavrieť',
  },
  panels: {
    termsTitle: 'Obchodné podmienky',
    terms: [
      'Objednávku môžete odoslať cez objednávkový formulár alebo telefonicky. Odoslaním objednávky vzniká kúpna zmluva a povinnosť tovar zaplatiť.',
      'Tovar kúpený na diaľku môžete bez udania dôvodu vrátiť do 14 dní od prevzatia. Stačí nám zavolať alebo napísať a zásielku poslať späť.',
      'Reklamáciu vybavíme najneskôr do 30 dní. Úplné znenie obchodných podmienok nájdete v sekcii podmienok na tomto webe.',
    ],
    termsLink: 'Úplné znenie obchodných podmienok',
    deliveryPaymentTitle: 'Doprava a platba',
    delivery: [
      'Zásielku doručí Slovenská pošta do schránky alebo na adresu, Packeta na výdajné miesto alebo na adresu a PPL na adresu alebo na výdajné miesto (ParcelShop alebo ParcelBox).',
      'Tovar odosielame zvyčajne do 2 pracovných dní od prijatia objednávky. Doručenie trvá spravidla 1 až 3 pracovné dni podľa zvoleného dopravcu.',
    ],
    payment: [
      'Platba po doručení: poštovým poukazom alebo prevodom do 14 dní, doklady sú priložené v balíku.',
      'Platba kartou online cez zabezpečenú platobnú bránu alebo bankovým prevodom.',
      'Dobierku pri doručení cez PPL neponúkame.',
    ],
  },
  reviewsPopup: {
    title: 'Ako fungujú recenzie',
    intro: 'Každú recenziu pred zverejnením čítame a označíme podľa toho, kto ju napísal.',
    verifiedCustomerTitle: 'Overený zákazník',
    verifiedCustomer:
      'Recenziu napísal zákazník, ktorého objednávku máme v evidencii. Overujeme to podľa zákazníckeho čísla a objednávky.',
    partnerTitle: 'Partner',
    partner:
      'Recenziu napísal náš obchodný partner, napríklad lekárnik alebo odborník na výživu, ktorý s produktom pracuje.',
    unverifiedCustomerTitle: 'Neoverený zákazník',
    unverifiedCustomer:
      'Recenziu napísal zákazník, ktorého nákup sa nám nepodarilo spárovať s objednávkou, napríklad preto, že produkt kúpil inde.',
    conditionsTitle: 'Podmienky recenzií',
    conditions:
      'Zverejňujeme kladné aj záporné recenzie. Nezverejníme texty s urážkami, reklamou alebo osobnými údajmi tretích osôb. Za recenzie neplatíme.',
    /** Each label's section links to the review conditions, which explain the labels in full. */
    labelLink: 'Viac o označení {label}',
    conditionsLink: 'Celé podmienky zverejňovania recenzií',
  },
  payments: {
    visa: 'Visa',
    mastercard: 'Mastercard',
  },
};
