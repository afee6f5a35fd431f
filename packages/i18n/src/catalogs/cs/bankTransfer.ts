/** Payment details for an order paid by bank transfer: the thank-you page and the order e-mail. */
export const bankTransfer = {
  heading: 'Platební údaje',
  intro:
    'Pošlete prosím {amount} na účet uvedený níže nejpozději do {dueDate}. Podle variabilního symbolu platbu přiřadíme k Vaší objednávce.',
  recipient: 'Příjemce',
  accountNumber: 'Číslo účtu',
  iban: 'IBAN',
  bic: 'BIC (SWIFT)',
  bank: 'Banka',
  amount: 'Částka',
  variableSymbol: 'Variabilní symbol',
  dueDate: 'Splatnost',
  qrAlt: 'QR kód pro platbu: {amount}, variabilní symbol {variableSymbol}',
  qrHint:
    'V mobilní aplikaci své banky zvolte platbu QR kódem (QR Platba) a kód naskenujte. Údaje k platbě se vyplní samy.',
  copy: 'Kopírovat',
  copyLabel: 'Kopírovat: {label}',
  copied: 'Zkopírováno: {label}',
  copyFailed: 'Kopírování se nepodařilo. Označte prosím údaj a zkopírujte ho ručně.',
};
