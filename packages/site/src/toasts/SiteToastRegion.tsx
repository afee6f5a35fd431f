import { ToastRegion } from '@shop/ui';

/**
 * The site's toast region in a module of its own: the region, its landmark and the HTML
 * sanitiser load with the first toast instead of with every page.
 */
export function SiteToastRegion() {
  return <ToastRegion />;
}
