import type { AbVariant } from '@shop/tracking';
import { useRouter } from '@tanstack/react-router';
import type { SiteRouterContext } from '../SiteContext';

/**
 * The A/B variant the page was rendered for: chosen by the server (query, cookie or a random
 * pick, SPEC §4) and read back from the document in the browser, so hydration never flickers.
 */
export function usePageAbVariant(): AbVariant | undefined {
  return (useRouter().options.context as SiteRouterContext).abVariant;
}
