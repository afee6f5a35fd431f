import { useRouterState } from '@tanstack/react-router';
import { type PhoneLine, phoneLineOfMatches } from './core/phoneLine';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The page's own support line (trial and yearly packs have theirs): the layout shows it in
     * the pre-footer's call block too, so a page never names two numbers for the same question.
     */
    phoneLine?: PhoneLine;
  }
}

/** The phone line the current page declares in its route's `staticData`, or undefined. */
export function usePagePhoneLine(): PhoneLine | undefined {
  return useRouterState({ select: (state) => phoneLineOfMatches(state.matches) });
}
