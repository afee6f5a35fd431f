import { Button } from '@shop/ui';
import { requestConsentSettings } from '../consent/consentEvent';

export interface ConsentSettingsActionProps {
  /** The button's label, from the info pages' texts. */
  label: string;
}

/**
 * The button that opens the cookie settings through the consent event, so the page itself ships
 * none of the consent UI's code. Loaded on use by `ConsentSettingsButton`.
 */
export function ConsentSettingsAction({ label }: ConsentSettingsActionProps) {
  return (
    <p className="site-Info-action">
      <Button variant="primary" onPress={() => requestConsentSettings(window)}>
        {label}
      </Button>
    </p>
  );
}
