import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps, RouterProvider } from 'react-aria-components';
import { useLinkNavigation } from './LinkNavigation';
import { type LinkVariant, linkClassName } from './linkClassName';

export type { LinkVariant } from './linkClassName';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'children'> {
  /** `inline` is an underlined text link; the other variants look like the matching `Button`. */
  variant?: LinkVariant;
  className?: string;
  children?: ReactNode;
}

/**
 * A link on react-aria-components. Internal `href`s go through the client router when the app
 * wraps the tree in `LinkNavigationProvider` (or react-aria's `RouterProvider`); without either
 * they are ordinary anchors.
 */
export function Link({ variant = 'inline', className, children, ...props }: LinkProps) {
  const navigate = useLinkNavigation();
  const link = (
    <AriaLink {...props} className={linkClassName(variant, className)}>
      {children}
    </AriaLink>
  );
  return navigate ? (
    <RouterProvider navigate={(href) => navigate(String(href))}>{link}</RouterProvider>
  ) : (
    link
  );
}
