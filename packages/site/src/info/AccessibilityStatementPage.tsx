import { useLazyMessages } from '@shop/i18n/react';
import { InfoPage } from './InfoPage';
import { InfoSection } from './InfoText';

/** `/pristupnost`: how accessible the site is, what is not yet, how to report a barrier, who oversees it. */
export function AccessibilityStatementPage() {
  const text = useLazyMessages('infoAccessibility');
  return (
    <InfoPage title={text.title} intro={text.intro} nav={false}>
      {text.sections.map((section) => (
        <InfoSection key={section.heading} section={section} />
      ))}
    </InfoPage>
  );
}
