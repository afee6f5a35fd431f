import type { LazyMessageStore } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { createContext, type ReactNode, useContext } from 'react';
import { Header } from '../components/Header';
import type { PhoneNumber } from '../components/PreFooter';
import { DeferredRegion } from './DeferredRegion';
import { createDeferredPart, type DeferredPart } from './deferredPart';
import { PreFooterShownContext } from './preFooterShown';
// The bottom's code hydrates later, but its server HTML is painted at once, so its styles load
// with the page.
import '../components/Footer.css';
import '../components/PaymentMarks.css';
import '../components/PreFooter.css';
import './SiteChrome.css';

/**
 * Pre-footer and footer hold the page's only buttons (footer panels, cookie settings), and with
 * them react-aria's press and focus handling; they sit below the fold, so their code is not in the
 * first script: it loads when they are about to be used, and they hydrate when it arrives. Before
 * that their taps are kept and their links navigate in the page (`ShellEffects`).
 */
const chromeBottomCode = createDeferredPart(() =>
  import('./SiteChromeBottom').then((module) => module.SiteChromeBottom),
);
type ChromeBottom = typeof chromeBottomCode extends DeferredPart<infer T> ? T : never;

// One part per text store, so the region's part keeps its identity from render to render.
const chromeBottoms = new WeakMap<LazyMessageStore, DeferredPart<ChromeBottom>>();

/** The bottom part with its texts (`siteFooter`): code and texts load side by side. */
function chromeBottomWith(lazyMessages: LazyMessageStore | undefined): DeferredPart<ChromeBottom> {
  if (!lazyMessages) return chromeBottomCode;
  let part = chromeBottoms.get(lazyMessages);
  if (!part) {
    part = createDeferredPart(() =>
      Promise.all([chromeBottomCode.preload(), lazyMessages.load('siteFooter')]).then(([code]) => code),
    );
    chromeBottoms.set(lazyMessages, part);
  }
  return part;
}

/** Loads the code and texts of the frame's bottom part; rendering on the server awaits them first. */
export function preloadSiteChrome(lazyMessages?: LazyMessageStore): Promise<unknown> {
  return chromeBottomWith(lazyMessages).preload();
}

/** The footer's code loads at the first sign of use; until then its links navigate in the page. */
const FOOTER_LOAD = {};

const ChromeContext = createContext(false);

/** True below a layout that already shows the header and footer, so error views do not repeat them. */
export function useInsideChrome(): boolean {
  return useContext(ChromeContext);
}

const MAIN_CONTENT_ID = 'obsah';

export interface SiteChromeProps {
  header: 'default' | 'subpage';
  preFooter: boolean;
  /** The call block's number when the page has its own line. */
  preFooterPhone?: PhoneNumber;
  /** Exposed as `data-layout` for layout-specific styling and tests. */
  layout: string;
  children: ReactNode;
}

/** Header, main content, optional pre-footer and footer: the frame every layout is made of. */
export function SiteChrome({ header, preFooter, preFooterPhone, layout, children }: SiteChromeProps) {
  const { messages, lazyMessages } = useI18n();
  return (
    <ChromeContext.Provider value={true}>
      <div className="site-Chrome" data-layout={layout}>
        <a className="site-SkipLink" href={`#${MAIN_CONTENT_ID}`}>
          {messages.shell.skipToContent}
        </a>
        <Header variant={header} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="site-Main">
          <PreFooterShownContext.Provider value={preFooter}>{children}</PreFooterShownContext.Provider>
        </main>
        <DeferredRegion
          part={chromeBottomWith(lazyMessages)}
          props={{ preFooter, preFooterPhone }}
          loadOnUse={FOOTER_LOAD}
        />
      </div>
    </ChromeContext.Provider>
  );
}
