import type { Website } from '@shop/config';
import { type ContentSources, mergeContentSources, toolContentSources } from '@shop/tracking/server';

/**
 * The parcel service's pickup-point widget (Packeta): its library, loaded by the order page,
 * opens the map in a frame of its own host.
 */
const PARCEL_WIDGET_SOURCES: ContentSources = { frame: ['https://widget.packeta.com'] };

/**
 * The third-party hosts a site's pages may reach, from its config: each tool whose ids are set
 * (once consent lets it run) and the carrier widget when the parcel service is configured.
 */
export function siteContentSources(tracking: Website['tracking']): ContentSources {
  return mergeContentSources(
    toolContentSources(tracking),
    tracking.parcelService ? PARCEL_WIDGET_SOURCES : {},
  );
}
