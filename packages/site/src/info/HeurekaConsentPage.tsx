import { useLazyMessages } from '@shop/i18n/react';
import { InfoPage } from './InfoPage';
import { InfoSection } from './InfoText';

/** `/heureka-souhlas`: the consent to the review questionnaire, what is sent and how to withdraw. */
export function HeurekaConsentPage() {
  const text = useLazyMessages('infoHeureka');
  return (
    <InfoPage title={text.title} intro={text.intro}>
      {text.sections.map((section) => (
        <InfoSection key={section.heading} section={section} />
      ))}
    </InfoPage>
  );
}
