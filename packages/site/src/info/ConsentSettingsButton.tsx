import { useLazyMessages } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { requestConsentSettings } from '../consent/consentEvent';

/**
 * Opens the cookie settings through the consent event, so the page itself ships none of the
 * consent UI's code.
 */
export function ConsentSettingsButton() {
  const info = useLazyMessages('infoPages');
  return (
    <p className="site-Info-action">
      <Button variant="primary" onPress={() => requestConsentSettings(window)}>
        {info.consentButton}
      </Button>
    </p>
  );
}
