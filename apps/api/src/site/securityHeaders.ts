import type { ContentSources } from '@shop/tracking/server';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '../api/cspReports';

export interface ContentSecurityPolicyOptions {
  /** This response's nonce, for documents; other responses carry the policy without one. */
  nonce?: string;
  /** Hosts of the third-party tools the site's config enables (`siteContentSources`). */
  sources?: ContentSources;
  /**
   * For a document served as a plain file, which no server gives a nonce: the `'sha256-…'`
   * sources of its inline scripts and of the fixed `<style>` elements added at run time.
   */
  hashes?: { script: readonly string[]; style: readonly string[] };
}

/**
 * The site's CSP: scripts, stylesheets, images, fonts and requests from the site's own origin,
 * plus the hosts of the tools the site's config enables (`sources`).
 * Inline `<script>` and `<style>` elements run only with the response's nonce: the router's
 * bootstrap scripts carry it, and react-aria reads it from `<meta property="csp-nonce">` for
 * the `<style>` it adds at run time. With a nonce, `'strict-dynamic'` lets a trusted script load
 * further scripts (the consented tools' own, and the scripts those load), so no script host is
 * listed; the tools' hits, pixels and frames are allowed host by host.
 * A document served as a plain file has no nonce (a fixed one in a file protects nothing), so its
 * policy (`hashes`) allows exactly its inline scripts and run-time styles by their SHA-256, and
 * scripts by host: the site's own (`'self'`: the module scripts and preloads of the build) and the
 * consented tools' script hosts (`sources.script`). `'strict-dynamic'` is left out there, as it
 * would ignore `'self'` and block the module scripts, which no nonce can vouch for.
 * `style-src-attr 'unsafe-inline'` is the one relaxation, and only for `style="…"` attributes:
 * react-aria renders them into the server HTML (visually hidden inputs and labels of checkboxes,
 * switches and radios; overlay positions), and no nonce or hash can allow an attribute. With
 * img-src, font-src and connect-src limited to the site and its tools' hosts, an injected style
 * attribute cannot send data anywhere else.
 * Violations are reported to the API (`report-to` by browsers with the Reporting API, which then
 * ignore `report-uri`; `report-uri` by the others), so a tool that starts loading from a new host
 * shows up in the reports rather than only as a broken feature.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const { connect = [], img = [], frame = [], script = [] } = options.sources ?? {};
  const { nonce, hashes } = options;
  const scripts = nonce
    ? [`'nonce-${nonce}'`, "'strict-dynamic'"]
    : hashes
      ? [...hashes.script, ...script]
      : [];
  const styles = nonce ? [`'nonce-${nonce}'`] : hashes ? [...hashes.style] : [];
  const directives: Array<[string, readonly string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scripts]],
    ['style-src', ["'self'", ...styles]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...img]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connect]],
    ['frame-src', ["'self'", ...frame]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
    ['report-uri', [CSP_REPORT_PATH]],
    ['report-to', [CSP_REPORT_GROUP]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=(self)',
  'usb=()',
  'serial=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

/**
 * Headers every site response carries; an HTML response adds its own CSP on top. HSTS is the
 * server's (`transportSecurity`), for every response of the origin.
 */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    // The endpoint the CSP's `report-to` names.
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
  };
}
