import { ConsentDialog, type ConsentDialogProps } from '@shop/consent/dialog';
import { useI18n } from '@shop/i18n/react';
import { catalogDialogTexts } from './catalogDialogTexts';

/** The detailed consent dialog in the catalog's words; its own chunk, loaded when first opened. */
export function SiteConsentDialog(props: Omit<ConsentDialogProps, 'texts'>) {
  const { messages } = useI18n();
  return <ConsentDialog {...props} texts={catalogDialogTexts(messages)} />;
}
