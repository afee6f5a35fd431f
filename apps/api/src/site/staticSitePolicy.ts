// Built as its own entry (`dist/staticSitePolicy.js`) for `tooling/scripts/build-site.mjs`: the
// build asks the server's own policy function for the policy of pages served as plain files, so a
// file host's `_headers` and the server's responses cannot drift apart.
import type { Website } from '@shop/config';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';
import { siteContentSources } from './siteContentSources';

export interface DocumentHashes {
  /** `'sha256-…'` sources of the document's inline scripts. */
  script: readonly string[];
  /** `'sha256-…'` sources of the `<style>` elements added at run time. */
  style: readonly string[];
}

/**
 * The CSP of a document served as a plain file (no nonce): the server's document policy with the
 * document's hashes in place of the nonce and `'strict-dynamic'`, and the tools' script hosts.
 */
export function staticDocumentPolicy(
  tracking: Website['tracking'] | undefined,
  hashes: DocumentHashes,
): string {
  return contentSecurityPolicy({ sources: tracking ? siteContentSources(tracking) : {}, hashes });
}

/**
 * The policy of every path a file host answers, as two policies a browser enforces together
 * (a resource must pass both): `hashes` are those of all the site's documents, so the pair allows
 * any of them, including 404.html at an unknown path. A file host that adds a document's own
 * policy (`staticDocumentPolicy`) at its path, as Cloudflare Pages does, adds a third, stricter
 * one; one that lets the more specific rule win serves that one alone.
 * The pair is `staticDocumentPolicy` split in two so that neither line outgrows a file host's limit
 * (Cloudflare Pages: 2,000 characters): the first has its `script-src` with every hash and its
 * reporting; the second has the rest, with a `script-src` that leaves scripts to the first
 * (`'unsafe-inline'` there allows nothing the first blocks).
 */
export function staticFallbackPolicies(
  tracking: Website['tracking'] | undefined,
  hashes: DocumentHashes,
): [scripts: string, rest: string] {
  const full = directivesOf(staticDocumentPolicy(tracking, hashes));
  const rest = directivesOf(
    staticDocumentPolicy(tracking, { script: ["'unsafe-inline'"], style: hashes.style }),
  );
  const scripts = full.filter(([name]) => ['script-src', 'report-uri', 'report-to'].includes(name));
  return [joinDirectives(scripts), joinDirectives(rest)];
}

function directivesOf(policy: string): Array<[string, string]> {
  return policy.split('; ').map((directive) => {
    const space = directive.indexOf(' ');
    return [directive.slice(0, space), directive.slice(space + 1)];
  });
}

function joinDirectives(directives: ReadonlyArray<[string, string]>): string {
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * The headers the server sends with every site response besides its CSP (`securityHeaders`),
 * for a file host to send with every file.
 */
export function staticSecurityHeaders(): Record<string, string> {
  const { 'Content-Security-Policy': _policy, ...headers } = securityHeaders();
  return headers;
}
