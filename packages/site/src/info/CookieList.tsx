import type { Cookie, CookieScript } from '@shop/contracts';
import { interpolate } from '@shop/i18n';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { useId } from 'react';
import type { CookieListProvider } from './cookieProviderList';
import { InfoLoadError } from './InfoLoadError';
import './Info.css';

function CookieEntry({ cookie }: { cookie: Cookie }) {
  const { messages } = useI18n();
  const labels = messages.cookies.cookie;
  return (
    <li className="site-CookieList-cookie">
      <p className="site-CookieList-name">
        <code>{cookie.name}</code>
      </p>
      <dl className="site-CookieList-details">
        <div>
          <dt>{labels.description}</dt>
          <dd>{cookie.description}</dd>
        </div>
        <div>
          <dt>{labels.type}</dt>
          <dd>{cookie.type}</dd>
        </div>
        <div>
          <dt>{labels.category}</dt>
          <dd>{messages.cookies.categories[cookie.category]}</dd>
        </div>
        <div>
          <dt>{labels.expiration}</dt>
          <dd>{cookie.expiration}</dd>
        </div>
      </dl>
    </li>
  );
}

function ScriptEntry({ script }: { script: CookieScript }) {
  const { messages } = useI18n();
  return (
    <li className="site-CookieList-script">
      <h4 className="site-CookieList-scriptName">
        {script.name}
        {/* A dash, not brackets: a category name may hold brackets of its own ("Technické (nevyhnutné)"). */}
        {' – '}
        <span className="site-CookieList-category">{messages.cookies.categories[script.category]}</span>
      </h4>
      {script.cookies.length > 0 ? (
        <ul className="site-CookieList-cookies">
          {script.cookies.map((cookie) => (
            <CookieEntry key={cookie.name} cookie={cookie} />
          ))}
        </ul>
      ) : (
        <p className="site-CookieList-none">{messages.cookies.provider.noCookies}</p>
      )}
    </li>
  );
}

function ProviderEntry({ provider }: { provider: CookieListProvider }) {
  const { messages } = useI18n();
  const text = useLazyMessages('infoCookies');
  const headingId = useId();
  return (
    <section className="site-CookieList-provider" aria-labelledby={headingId}>
      <h3 id={headingId} className="site-CookieList-providerName">
        {provider.companyName}
      </h3>
      <p>
        {/* A plain anchor: a link to another site needs none of react-aria's press handling, which
            would add 12 kB to this page's first load. */}
        <a href={provider.personalUrl} rel="noopener" className={linkClassName('inline')}>
          {messages.cookies.provider.processingInfo}
        </a>
      </p>
      <ul
        className="site-CookieList-scripts"
        aria-label={interpolate(text.list.services, { provider: provider.companyName })}
      >
        {provider.scripts.map((script) => (
          <ScriptEntry key={script.slug} script={script} />
        ))}
      </ul>
    </section>
  );
}

export interface CookieListProps {
  /** The providers from the API, or null when they could not be loaded. */
  providers: readonly CookieListProvider[] | null;
}

/** Every cookie of the site grouped by provider and its scripts, as the consent dialog lists them. */
export function CookieList({ providers }: CookieListProps) {
  const text = useLazyMessages('infoCookies').list;
  if (providers === null) return <InfoLoadError />;
  if (providers.length === 0) return <p>{text.empty}</p>;
  return (
    <div className="site-CookieList">
      {providers.map((provider) => (
        <ProviderEntry key={provider.companyName} provider={provider} />
      ))}
    </div>
  );
}
