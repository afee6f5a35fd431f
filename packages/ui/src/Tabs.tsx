import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import './Tabs.css';

function withClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  className?: string;
}

/** Tabs: arrow keys move between tabs, Tab moves into the selected panel. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={withClass('shop-Tabs', className)} />;
}

export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className'> {
  /** Name the list (`aria-label`) when no heading above names it. */
  className?: string;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={withClass('shop-TabList', className)} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className'> {
  className?: string;
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={withClass('shop-Tab', className)} />;
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className'> {
  className?: string;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={withClass('shop-TabPanel', className)} />;
}
