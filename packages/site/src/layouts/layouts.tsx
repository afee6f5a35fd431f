import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Layout, useLayoutPhone, usePageFailed } from './Layout';
import type { LayoutName } from './layoutName';

export interface NamedLayoutProps {
  children: ReactNode;
}

function NamedLayout({ name, children }: NamedLayoutProps & { name: LayoutName }) {
  const phone = useLayoutPhone(name);
  return (
    <Layout name={name} preFooterPhone={phone}>
      {children}
    </Layout>
  );
}

export function DefaultLayout({ children }: NamedLayoutProps) {
  return <NamedLayout name="default">{children}</NamedLayout>;
}

/** The home page's layout: the default one, with the A/B-tested phone line in the pre-footer. */
export function DefaultExperimentLayout({ children }: NamedLayoutProps) {
  return <NamedLayout name="default-experiment">{children}</NamedLayout>;
}

export function InfoPageLayout({ children }: NamedLayoutProps) {
  return <NamedLayout name="infopage">{children}</NamedLayout>;
}

export function OrderPageLayout({ children }: NamedLayoutProps) {
  return <NamedLayout name="orderpage">{children}</NamedLayout>;
}

export function PlainPageLayout({ children }: NamedLayoutProps) {
  return <NamedLayout name="plainpage">{children}</NamedLayout>;
}

export function SubpageLayout({ children }: NamedLayoutProps) {
  return <NamedLayout name="subpage">{children}</NamedLayout>;
}

export function ThankPageLayout({ children }: NamedLayoutProps) {
  return <NamedLayout name="thankpage">{children}</NamedLayout>;
}

export function ThankPageSubscriptionLayout({ children }: NamedLayoutProps) {
  return <NamedLayout name="thankpage-subscription">{children}</NamedLayout>;
}

export function YearLayout({ children }: NamedLayoutProps) {
  return <NamedLayout name="year">{children}</NamedLayout>;
}

const layoutComponents: Record<LayoutName, (props: NamedLayoutProps) => ReactNode> = {
  default: DefaultLayout,
  'default-experiment': DefaultExperimentLayout,
  infopage: InfoPageLayout,
  orderpage: OrderPageLayout,
  plainpage: PlainPageLayout,
  subpage: SubpageLayout,
  thankpage: ThankPageLayout,
  'thankpage-subscription': ThankPageSubscriptionLayout,
  year: YearLayout,
};

/** A layout route's content: the named layout around the matched page. */
export function LayoutRoute({ name }: { name: LayoutName }) {
  const pageFailed = usePageFailed();
  if (pageFailed) return <Outlet />;
  const SelectedLayout = layoutComponents[name];
  return (
    <SelectedLayout>
      <Outlet />
    </SelectedLayout>
  );
}
