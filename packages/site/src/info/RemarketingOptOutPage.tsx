import { useLazyMessages } from '@shop/i18n/react';
import { ConsentSettingsButton } from './ConsentSettingsButton';
import { InfoPage } from './InfoPage';
import { InfoSection } from './InfoText';

/** `/bez-remarketingu`: how to stop remarketing and what stays. */
export function RemarketingOptOutPage() {
  const text = useLazyMessages('infoRemarketing');
  return (
    <InfoPage title={text.title} intro={text.intro}>
      <InfoSection section={text.optOut}>
        <ConsentSettingsButton />
      </InfoSection>
      <InfoSection section={text.adSettings} />
      <InfoSection section={text.remains} />
    </InfoPage>
  );
}
