import type { ConsentDialogTexts } from '@shop/consent';
import type { Messages } from '@shop/i18n';

/** The detailed consent dialog's texts from the shop's catalog; loaded with the dialog. */
export function catalogDialogTexts({
  cookies,
  errors,
  ui,
}: Pick<Messages, 'cookies' | 'errors' | 'ui'>): ConsentDialogTexts {
  return {
    title: cookies.dialog.title,
    close: ui.close,
    tabs: cookies.dialog.tabs,
    provider: {
      detailsOf: cookies.provider.detailsOf,
      processingInfo: cookies.provider.processingInfo,
      noCookies: cookies.provider.noCookies,
    },
    cookie: cookies.cookie,
    newScripts: cookies.newScripts,
    loading: ui.loading,
    infoError: errors.conditions,
  };
}
