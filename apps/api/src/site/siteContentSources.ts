import type { Website } from '@shop/config';
import { type ContentSources, mergeContentSources, toolContentSources } from '@shop/tracking/server';

/**
 * The parcel service's pickup-point widget (Packeta): its library, loaded by the order page,
 * opens the map in a frame of its own host.
 */
const PARCEL_WIDGET_SOURCES: ContentSources = {
  frame: ['https://widget.packeta.com'],
  script: ['https://widget.packeta.com'],
};

/**
 * PPL's access-point widget: its loader (from www.ppl.cz) renders the map into the page, which
 * then asks PPL's host for the points and loads their pictures from it.
 */
const PPL_WIDGET_SOURCES: ContentSources = {
  connect: ['https://www.ppl.cz'],
  script: ['https://www.ppl.cz'],
  img: ['https://www.ppl.cz'],
};

/**
 * The third-party hosts a site's pages may reach, from its config: each tool whose ids are set
 * (once consent lets it run) and each carrier widget whose key is configured. The widgets'
 * scripts need their entry only where no nonce is given (pages served as files): with one, the
 * order page inserts them with its nonce, and `'strict-dynamic'` lets them load the rest.
 */
export function siteContentSources(tracking: Website['tracking']): ContentSources {
  return mergeContentSources(
    toolContentSources(tracking),
    tracking.parcelService ? PARCEL_WIDGET_SOURCES : {},
    tracking.pplWidget ? PPL_WIDGET_SOURCES : {},
  );
}
