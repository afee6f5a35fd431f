import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { PhoneNumber } from '../components/PreFooter';
import { phoneOf } from '../order/core/phoneLine';
import { usePagePhoneLine } from '../order/usePagePhoneLine';
import { useWebsite } from '../SiteContext';
import { experimentPhone } from '../tracking/abVariant';
import { usePageAbVariant } from '../tracking/usePageAbVariant';
import type { LayoutName } from './layoutName';
import { SiteChrome } from './SiteChrome';
import { useRememberLayout } from './useLayoutMemory';

interface LayoutParts {
  header: 'default' | 'subpage';
  preFooter: boolean;
}

/**
 * What each layout of SPEC §2 shows around its page. Order and payment pages keep the
 * shopper on the task (no pre-footer); content subpages lead back to the order.
 */
const layoutParts: Record<LayoutName, LayoutParts> = {
  default: { header: 'default', preFooter: true },
  'default-experiment': { header: 'default', preFooter: true },
  year: { header: 'default', preFooter: true },
  orderpage: { header: 'default', preFooter: false },
  subpage: { header: 'subpage', preFooter: true },
  infopage: { header: 'subpage', preFooter: false },
  plainpage: { header: 'default', preFooter: false },
  thankpage: { header: 'default', preFooter: true },
  'thankpage-subscription': { header: 'default', preFooter: true },
};

export interface LayoutProps {
  name: LayoutName;
  /** Overrides the pre-footer's phone line (home page variant b, yearly pages). */
  preFooterPhone?: PhoneNumber;
  children: ReactNode;
}

/** A named layout: its parts around the page, and layout memory after hydration. */
export function Layout({ name, preFooterPhone, children }: LayoutProps) {
  useRememberLayout(name);
  const parts = layoutParts[name];
  return (
    <SiteChrome
      layout={name}
      header={parts.header}
      preFooter={parts.preFooter}
      preFooterPhone={preFooterPhone}
    >
      {children}
    </SiteChrome>
  );
}

/**
 * True while a page below failed to load: the page's error view then brings its own header
 * and footer and the layout steps aside, so the error page looks the same under every layout.
 */
export function usePageFailed(): boolean {
  return useRouterState({
    select: (state) => state.matches.some((match) => match.status === 'error' || match.status === 'notFound'),
  });
}

/** The phone line a layout's pre-footer shows: the page's own line, else the layout's default. */
export function useLayoutPhone(name: LayoutName): PhoneNumber | undefined {
  const website = useWebsite();
  const variant = usePageAbVariant();
  const pageLine = usePagePhoneLine();
  if (pageLine) return phoneOf(website, pageLine);
  return name === 'year' ? website.phoneNumbers.annualPage : experimentPhone(website, name, variant);
}
