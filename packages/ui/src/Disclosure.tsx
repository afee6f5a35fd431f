import type { ReactNode } from 'react';
import {
  Disclosure as AriaDisclosure,
  type DisclosureProps as AriaDisclosureProps,
  Button,
  DisclosurePanel,
  Heading,
} from 'react-aria-components';
import './Disclosure.css';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'className' | 'children'> {
  /** Text of the trigger button. */
  title: ReactNode;
  /** Level of the heading that wraps the trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
  className?: string;
}

/** A heading with a button that shows or hides the content below it (aria-expanded). */
export function Disclosure({ title, headingLevel = 3, children, className, ...props }: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={className ? `shop-Disclosure ${className}` : 'shop-Disclosure'}>
      <Heading level={headingLevel} className="shop-Disclosure-heading">
        <Button slot="trigger" className="shop-Disclosure-trigger">
          <span>{title}</span>
          <svg className="shop-Disclosure-chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <polyline points="6 9 12 15 18 9" />
          </svg>
        </Button>
      </Heading>
      <DisclosurePanel className="shop-Disclosure-panel">
        <div>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}
