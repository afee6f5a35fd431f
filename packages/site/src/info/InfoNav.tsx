import { useLazyMessages } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { exactMatch } from '../blog/blogPaths';
import { useWebsite } from '../SiteContext';
import { INFO_PAGES, infoPagePaths } from './infoPaths';

/** The list of all information pages; the router marks the current one. */
export function InfoNav() {
  const info = useLazyMessages('infoFrame');
  const text = info.nav;
  const paths = infoPagePaths(useWebsite());
  const headingId = useId();
  return (
    <nav className="site-Info-nav" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-Info-navTitle">
        {text.label}
      </h2>
      <ul>
        {INFO_PAGES.map((name) => (
          <li key={name}>
            <Link to={paths[name]} activeOptions={exactMatch} className={linkClassName('inline')}>
              {text[name]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
