import type { ConsentBarTexts } from '@shop/consent';
import type { Messages } from '@shop/i18n';

/** The consent bar's texts from the shop's catalog, so the shop keeps its wording in `@shop/i18n`. */
export function catalogBarTexts({ cookies }: Pick<Messages, 'cookies'>): ConsentBarTexts {
  return {
    ...cookies.bar,
    categories: cookies.categories,
    choice: {
      acceptSelected: cookies.dialog.acceptSelected,
      acceptAll: cookies.dialog.acceptAll,
      onlyNecessary: cookies.dialog.onlyNecessary,
      detailedSettings: cookies.dialog.detailedSettings,
    },
    saved: cookies.saved,
    globalPrivacyControl: cookies.globalPrivacyControl,
  };
}
