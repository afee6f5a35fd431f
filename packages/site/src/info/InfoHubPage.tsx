import { useLazyMessages } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { conditionPath } from '../conditions/conditionPaths';
import { useWebsite } from '../SiteContext';
import { ConsentSettingsButton } from './ConsentSettingsButton';
import { InfoPage } from './InfoPage';
import { InfoSection } from './InfoText';
import { infoPagePaths } from './infoPaths';

/** The conditions documents the hub links to (here, not in `infoPaths.ts`, which every page loads). */
function infoConditionPaths(conditions: string) {
  return {
    personalData: conditionPath(conditions, 'personal-data'),
    cookies: conditionPath(conditions, 'cookies'),
  };
}

/** `/cookies-osobne-udaje` (sk), `/cookies-osobni-udaje` (cz): the way into every page on the topic. */
export function InfoHubPage() {
  const text = useLazyMessages('infoHub');
  const website = useWebsite();
  const paths = infoPagePaths(website);
  const conditionPaths = infoConditionPaths(website.paths.conditions);
  const pagesId = useId();
  const links = [
    { key: 'cookies', href: paths.cookies, ...text.pages.cookies },
    { key: 'personalData', href: paths.personalData, ...text.pages.personalData },
    {
      key: 'conditionsPersonalData',
      href: conditionPaths.personalData,
      ...text.pages.conditionsPersonalData,
    },
    { key: 'conditionsCookies', href: conditionPaths.cookies, ...text.pages.conditionsCookies },
    { key: 'heureka', href: paths.heureka, ...text.pages.heureka },
    { key: 'remarketing', href: paths.remarketing, ...text.pages.remarketing },
  ];
  return (
    <InfoPage title={text.title} intro={text.intro}>
      <section className="site-Info-section" aria-labelledby={pagesId}>
        <h2 id={pagesId} className="site-Info-heading">
          {text.pagesHeading}
        </h2>
        <ul className="site-Info-links">
          {links.map((link) => (
            <li key={link.key}>
              <Link to={link.href} className={linkClassName('inline', 'site-Info-linkTitle')}>
                {link.label}
              </Link>
              <p>{link.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <InfoSection section={text.settings}>
        <ConsentSettingsButton />
      </InfoSection>
    </InfoPage>
  );
}
