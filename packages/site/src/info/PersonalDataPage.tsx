import { useLazyMessages } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link } from '@tanstack/react-router';
import { InfoPage } from './InfoPage';
import { InfoSection } from './InfoText';
import { COOKIES_PATH } from './infoPaths';

/** `/osobne-udaje` (sk), `/osobni-udaje` (cz): the privacy notice. */
export function PersonalDataPage() {
  const text = useLazyMessages('infoPersonalData');
  return (
    <InfoPage title={text.title} intro={text.intro}>
      {text.sections.map((section) => (
        <InfoSection key={section.heading} section={section} />
      ))}
      <InfoSection section={text.cookies}>
        <p>
          <Link to={COOKIES_PATH} className={linkClassName('inline')}>
            {text.cookies.link}
          </Link>
        </p>
      </InfoSection>
      <InfoSection section={text.closing} />
    </InfoPage>
  );
}
