export const ui = {
  close: 'Zavřít',
  loading: 'Načítá se…',
  required: 'povinné pole',
  errorSummaryIntro: 'Opravte prosím tato pole:',
  toast: {
    regionLabel: 'Oznámení',
    dismiss: 'Zavřít oznámení',
    types: {
      success: 'Hotovo',
      error: 'Chyba',
      warning: 'Upozornění',
      info: 'Informace',
    },
  },
};
