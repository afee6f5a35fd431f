import { useLazyMessages } from '@shop/i18n/react';
import { useLoaderData } from '@tanstack/react-router';
import { ConsentSettingsButton } from './ConsentSettingsButton';
import { CookieList } from './CookieList';
import type { CookiePageData } from './cookiePageLoader';
import type { CookieListProvider } from './cookieProviderList';
import { InfoPage } from './InfoPage';
import { InfoSection } from './InfoText';

export interface CookiesPageProps {
  /** The cookie list from the API, or null when it could not be loaded. */
  providers: readonly CookieListProvider[] | null;
}

/** `/cookies`: what cookies are, their categories, the full list, consent and deleting them. */
export function CookiesPage({ providers }: CookiesPageProps) {
  const text = useLazyMessages('infoCookies');
  return (
    <InfoPage title={text.title} intro={text.intro}>
      <InfoSection section={text.about} />
      <InfoSection section={text.categories} />
      <InfoSection section={{ heading: text.list.heading, content: [text.list.intro] }}>
        <CookieList providers={providers} />
      </InfoSection>
      <InfoSection section={text.consent}>
        <ConsentSettingsButton />
      </InfoSection>
      <InfoSection section={text.deleting} />
    </InfoPage>
  );
}

export function CookiesRoute() {
  const data = useLoaderData({ strict: false }) as CookiePageData;
  return <CookiesPage providers={data.providers} />;
}
