import type { ConsentDialogTexts } from '../../core/consentTexts';

/** The detailed dialog's English texts. */
export const dialogTexts: ConsentDialogTexts = {
  title: 'Cookie settings',
  close: 'Close',
  tabs: { agreement: 'Consent', info: 'About cookies' },
  provider: {
    detailsOf: 'Details – {provider}',
    processingInfo: 'how this provider processes cookies',
    noCookies: 'this feature stores no cookies',
  },
  cookie: {
    name: 'Name',
    description: 'Description',
    type: 'Type',
    category: 'Category',
    expiration: 'Expiry',
  },
  newScripts:
    'Services that store cookies have been added since your last choice. Please check your settings.',
  loading: 'Loading…',
  infoError: {
    heading: 'Something went wrong',
    text: 'The information could not be loaded. Please contact us at {email}.',
  },
};
