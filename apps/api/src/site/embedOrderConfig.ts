import {
  fillOfferHeaderSlot,
  jsonForScriptElement,
  type OrderFormConfig,
  orderFormConfigSchema,
} from '@shop/contracts';
import {
  apiPaths,
  EMBEDDED_ORDER_CONFIG_ID,
  OFFER_HEADER_END,
  OFFER_HEADER_START,
} from '@shop/contracts/vocabulary';
import type { ApiFetch } from './apiFetch';

/** How long a page waits for its offer's configuration before it is sent without it. */
export const EMBED_ORDER_CONFIG_TIMEOUT_MS = 1_000;

/** Renders a page's offer header for a configuration (the site's server bundle does). */
export type RenderOfferHeader = (config: OrderFormConfig) => Promise<string>;

export interface EmbedOrderConfigOptions {
  /** The offer slug whose configuration the page's order form shows. */
  offer: string;
  /** Answers the configuration request in process, as the page's own API call would be answered. */
  apiFetch: ApiFetch;
  nonce: string;
  /** With it, the page's offer header slot gets the header for the current configuration. */
  renderOfferHeader?: () => Promise<RenderOfferHeader | undefined>;
  timeoutMs?: number;
}

/**
 * Puts the current configuration of a prerendered page's offer into its HTML, so the page's
 * order form needs no API call and no response schema in the browser after load, and renders the
 * offer header (pack, price, what delivery and paying add) into the page's slot, so prices paint
 * with the document. The answer is the API's own, checked here against the contract; a failed,
 * slow or unexpected answer leaves the page as built, and its script then asks the API itself (as
 * it does when served as a plain file). A header that fails to render leaves the slot empty.
 */
export async function embedOrderConfig(html: string, options: EmbedOrderConfigOptions): Promise<string> {
  const { offer, apiFetch, nonce, timeoutMs = EMBED_ORDER_CONFIG_TIMEOUT_MS } = options;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const config = await withTimeout(configOf(apiFetch, offer), timeoutMs);
  if (config === null) return html;
  const element = `<script type="application/json" id="${EMBEDDED_ORDER_CONFIG_ID}" nonce="${nonce}">${jsonForScriptElement(JSON.stringify(config))}</script>`;
  const embedded = html.slice(0, headEnd) + element + html.slice(headEnd);
  return options.renderOfferHeader ? withOfferHeader(embedded, config, options.renderOfferHeader) : embedded;
}

async function withOfferHeader(
  html: string,
  config: OrderFormConfig,
  renderer: NonNullable<EmbedOrderConfigOptions['renderOfferHeader']>,
): Promise<string> {
  if (!html.includes(OFFER_HEADER_START + OFFER_HEADER_END)) return html;
  try {
    const render = await renderer();
    return render ? fillOfferHeaderSlot(html, await render(config)) : html;
  } catch {
    return html;
  }
}

async function configOf(apiFetch: ApiFetch, offer: string): Promise<OrderFormConfig | null> {
  try {
    const url = new URL(apiPaths.orderFormConfig, 'http://site.internal');
    url.searchParams.set('offer', offer);
    const response = await apiFetch(new Request(url, { headers: { accept: 'application/json' } }));
    if (response.status !== 200) return null;
    const config = orderFormConfigSchema.safeParse(await response.json());
    return config.success && config.data.offer.slug === offer ? config.data : null;
  } catch {
    return null;
  }
}

function withTimeout<T>(promise: Promise<T | null>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
