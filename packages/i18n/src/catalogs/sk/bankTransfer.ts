import type { LazyMessages } from '../../lazyMessages';

/** Payment details for an order paid by bank transfer: the thank-you page and the order e-mail. */
export const bankTransfer: LazyMessages['bankTransfer'] = {
  heading: 'Platobné údaje',
  intro:
    'Pošlite prosím {amount} na účet uvedený nižšie najneskôr do {dueDate}. Podľa variabilného symbolu platbu priradíme k Vašej objednávke.',
  recipient: 'Príjemca',
  accountNumber: 'Číslo účtu',
  iban: 'IBAN',
  bic: 'BIC (SWIFT)',
  bank: 'Banka',
  amount: 'Suma',
  variableSymbol: 'Variabilný symbol',
  dueDate: 'Splatnosť',
  qrAlt: 'QR kód na platbu: {amount}, variabilný symbol {variableSymbol}',
  qrHint:
    'V mobilnej aplikácii svojej banky zvoľte platbu QR kódom (PAY by square) a kód naskenujte. Údaje k platbe sa vyplnia samy.',
  copy: 'Kopírovať',
  copyLabel: 'Kopírovať: {label}',
  copied: 'Skopírované: {label}',
  copyFailed: 'Kopírovanie sa nepodarilo. Označte prosím údaj a skopírujte ho ručne.',
};
