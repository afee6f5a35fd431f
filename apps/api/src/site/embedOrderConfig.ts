import { jsonForScriptElement, orderFormConfigSchema } from '@shop/contracts';
import { apiPaths, EMBEDDED_ORDER_CONFIG_ID } from '@shop/contracts/vocabulary';
import type { ApiFetch } from './apiFetch';

/** How long a page waits for its offer's configuration before it is sent without it. */
export const EMBED_ORDER_CONFIG_TIMEOUT_MS = 1_000;

export interface EmbedOrderConfigOptions {
  /** The offer slug whose configuration the page's order form shows. */
  offer: string;
  /** Answers the configuration request in process, as the page's own API call would be answered. */
  apiFetch: ApiFetch;
  nonce: string;
  timeoutMs?: number;
}

/**
 * Puts the current configuration of a prerendered page's offer into its HTML, so the page's
 * order form needs no API call and no response schema in the browser after load. The answer is
 * the API's own, checked here against the contract; a failed, slow or unexpected answer leaves the
 * page as built, and its script then asks the API itself (as it does when served as a plain file).
 */
export async function embedOrderConfig(html: string, options: EmbedOrderConfigOptions): Promise<string> {
  const { offer, apiFetch, nonce, timeoutMs = EMBED_ORDER_CONFIG_TIMEOUT_MS } = options;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const json = await withTimeout(configJson(apiFetch, offer), timeoutMs);
  if (json === null) return html;
  const element = `<script type="application/json" id="${EMBEDDED_ORDER_CONFIG_ID}" nonce="${nonce}">${jsonForScriptElement(json)}</script>`;
  return html.slice(0, headEnd) + element + html.slice(headEnd);
}

async function configJson(apiFetch: ApiFetch, offer: string): Promise<string | null> {
  try {
    const url = new URL(apiPaths.orderFormConfig, 'http://site.internal');
    url.searchParams.set('offer', offer);
    const response = await apiFetch(new Request(url, { headers: { accept: 'application/json' } }));
    if (response.status !== 200) return null;
    const config = orderFormConfigSchema.safeParse(await response.json());
    return config.success && config.data.offer.slug === offer ? JSON.stringify(config.data) : null;
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
