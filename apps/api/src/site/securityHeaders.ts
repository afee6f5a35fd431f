export interface ContentSecurityPolicyOptions {
  /** This response's nonce, for documents; other responses carry the policy without one. */
  nonce?: string;
}

/**
 * The site's CSP: scripts, stylesheets, images, fonts and requests from the site's own origin.
 * Inline `<script>` and `<style>` elements run only with the response's nonce: the router's
 * bootstrap scripts carry it, and react-aria reads it from `<meta property="csp-nonce">` for
 * the `<style>` it adds at run time.
 * `style-src-attr 'unsafe-inline'` is the one relaxation, and only for `style="…"` attributes:
 * react-aria renders them into the server HTML (visually hidden inputs and labels of checkboxes,
 * switches and radios; overlay positions), and no nonce or hash can allow an attribute. With
 * img-src, font-src and connect-src at 'self', an injected style attribute cannot send data away.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const nonce = options.nonce ? [`'nonce-${options.nonce}'`] : [];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...nonce]],
    ['style-src', ["'self'", ...nonce]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
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

export interface SecurityHeadersOptions {
  /** Whether the request reached us over HTTPS (directly or through a proxy). */
  https: boolean;
}

/** Headers every site response carries; an HTML response adds its own CSP on top. */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    // Browsers ignore HSTS over plain HTTP, and sending it from localhost would pin local ports.
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
