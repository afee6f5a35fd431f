import type { Messages } from '../../messages';

export const ui: Messages['ui'] = {
  close: 'Zavrieť',
  loading: 'Načítava sa…',
  required: 'povinné pole',
  errorSummaryIntro: 'Opravte, prosím, tieto polia:',
  toast: {
    regionLabel: 'Oznámenia',
    dismiss: 'Zavrieť oznámenie',
    types: {
      success: 'Hotovo',
      error: 'Chyba',
      warning: 'Upozornenie',
      info: 'Informácia',
    },
  },
};
