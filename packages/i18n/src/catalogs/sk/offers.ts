import type { LazyMessages } from '../../lazyMessages';

/** Texts of what an offer is and which offers there are: the offer header, the other offers. */
export const offers: LazyMessages['offers'] = {
  header: {
    title: 'Čo si objednávate',
    free: 'Zadarmo',
    vatIncluded: 'Ceny sú vrátane DPH.',
    nothingToPay: 'Neplatíte nič: doprava aj platba sú zadarmo.',
    shippingFree: 'Doprava zadarmo.',
    shippingFrom: 'Doprava od {price}.',
    collectionFee: 'Platba po doručení {price}, kartou alebo prevodom bez poplatku.',
    collectionFeeOnly: 'Platba po doručení {price}.',
    paymentFree: 'Platba bez poplatku.',
    pieces: '{count} × {pack}',
    capsules: {
      one: '{count} kapsula',
      few: '{count} kapsuly',
      many: '{count} kapsuly',
      other: '{count} kapsúl',
    },
    days: { one: 'na {count} deň', few: 'na {count} dni', many: 'na {count} dňa', other: 'na {count} dní' },
    months: {
      one: 'na {count} mesiac',
      few: 'na {count} mesiace',
      many: 'na {count} mesiaca',
      other: 'na {count} mesiacov',
    },
    frequencies: 'Ako môžete platiť',
    monthly: 'Mesačne: {count} splátok po {amount}',
    yearly: 'Ročne: {amount} naraz',
    noRenewal: 'Po {count} mesiacoch sa nič automaticky neobnovuje ani nepredlžuje.',
    imageAlt: 'Balenie {pack}',
  },
  other: {
    title: 'Čo si môžete objednať',
    single: 'Balenie na mesiac',
    singleText: '30 kapsúl {productName}, doručenie do 1 až 3 pracovných dní.',
    yearly: 'Ročné balenie',
    yearlyText: '12 × 30 kapsúl na celý rok, zaplatiť môžete naraz alebo po mesiacoch.',
  },
};
