import { createContext, type ReactNode, useContext } from 'react';

/** Hands an internal `href` to the app's client router. */
export type NavigateToHref = (href: string) => void;

const LinkNavigationContext = createContext<NavigateToHref | null>(null);

export interface LinkNavigationProviderProps {
  /** Called with the `href` of an internal link a user follows (click, tap or Enter). */
  navigate: NavigateToHref;
  children?: ReactNode;
}

/**
 * Lets every `Link` below navigate through the app's client router. Unlike wrapping the tree in
 * react-aria's `RouterProvider`, it carries no react-aria code itself: a page whose first render
 * has no `Link` does not load react-aria's routing code for it.
 */
export function LinkNavigationProvider({ navigate, children }: LinkNavigationProviderProps) {
  return <LinkNavigationContext.Provider value={navigate}>{children}</LinkNavigationContext.Provider>;
}

/** The navigate function of the closest `LinkNavigationProvider`, or null without one. */
export function useLinkNavigation(): NavigateToHref | null {
  return useContext(LinkNavigationContext);
}
