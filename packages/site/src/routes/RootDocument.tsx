import type { Locale } from '@shop/i18n';
import { HeadContent, Outlet, ScriptOnce, Scripts } from '@tanstack/react-router';
import { CookieConsent } from '../consent/CookieConsent';
import { earlyClicksInlineScript } from '../layouts/earlyClicks';
import { ShellEffects } from '../shell/ShellEffects';
import { ToastsOnDemand } from '../toasts/ToastsOnDemand';
import { SiteTracking } from '../tracking/SiteTracking';
import { LinkRouting } from './LinkRouting';
import '../global.css';
// Some pages render form fields on the server (the contact form among them): the fields' styles
// belong to the first stylesheet, or the HTML paints them unstyled until the page's chunk loads.
import '@shop/ui/Field.css';
import '@shop/ui/RadioGroup.css';

/** The app inside `<body>`: routed page, toasts and the browser-only shell behaviour. */
export function SiteApp() {
  return (
    <LinkRouting>
      <ShellEffects />
      <Outlet />
      <CookieConsent />
      <ToastsOnDemand />
      <SiteTracking />
    </LinkRouting>
  );
}

/** The whole HTML document; the server renders it, the client hydrates it. */
export function RootDocument({ locale }: { locale: Locale }) {
  return (
    <html lang={locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        {/* First in the body, so it runs before any button is parsed; server only, like the consent script. */}
        <ScriptOnce>{import.meta.env.SSR ? earlyClicksInlineScript() : ''}</ScriptOnce>
        <SiteApp />
        <Scripts />
      </body>
    </html>
  );
}
