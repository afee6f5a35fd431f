import { ConsentDialog, type ConsentDialogProps } from '@shop/consent/dialog';
import { useI18n } from '@shop/i18n/react';
import { catalogDialogTexts } from './catalogDialogTexts';
import { loadCookieInfo } from './cookieInfo';

/** The info tab's text, from the cookie conditions (SPEC §8: a failure is reported). */
const loadInfo = () => loadCookieInfo(window.fetch.bind(window), window);

/** The detailed consent dialog in the catalog's words; its own chunk, loaded when first opened. */
export function SiteConsentDialog(props: Omit<ConsentDialogProps, 'texts' | 'loadInfo'>) {
  const { messages } = useI18n();
  return <ConsentDialog {...props} texts={catalogDialogTexts(messages)} loadInfo={loadInfo} />;
}
