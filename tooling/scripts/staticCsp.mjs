// The Content-Security-Policy of the prerendered pages when a file host serves them (no Node server,
// so no per-response nonce): each document's inline scripts by their SHA-256, written as a
// `_headers` file (the format Netlify and Cloudflare Pages read). `build-site.mjs` calls it with the
// API's own policy functions (`apps/api/src/site/staticSitePolicy.ts`).
import { createHash } from 'node:crypto';

/**
 * The `<style>` elements react-aria adds at run time (usePress, usePreventScroll), exactly as it
 * writes them. They carry the page's `csp-nonce`, which a file host cannot make fresh, so the policy
 * allows them by hash; `staticCsp.test.mjs` checks the texts against the installed react-aria.
 */
export const RUNTIME_STYLES = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
];

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line. */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

/** A CSP hash source of a script's or style's text, as the browser hashes it. */
export function hashSource(text) {
  // The HTML parser turns CR LF and a lone CR into LF before the element's text exists.
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types a browser runs; any other type (JSON-LD, the router's data) is a data block, outside CSP.
const RUNNABLE_TYPE = /^(?:|module|text\/javascript|application\/javascript|text\/ecmascript)$/i;

function attribute(attributes, name) {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(
    attributes,
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The text of every inline script of a document that a browser runs, in document order. */
export function inlineScripts(html) {
  const elements = [...html.matchAll(SCRIPT_ELEMENT)];
  const opened = html.match(/<script\b/gi)?.length ?? 0;
  if (opened !== elements.length) {
    throw new Error(`Found ${opened} <script> tags but could read ${elements.length} of them`);
  }
  return elements
    .filter(([, attributes]) => attribute(attributes, 'src') === undefined)
    .filter(([, attributes]) => RUNNABLE_TYPE.test((attribute(attributes, 'type') ?? '').trim()))
    .map(([, , text]) => text);
}

/** The hash sources a document served as a file needs: its inline scripts and the run-time styles. */
export function documentHashes(html) {
  return {
    script: [...new Set(inlineScripts(html).map(hashSource))],
    style: RUNTIME_STYLES.map(hashSource),
  };
}

/** One `_headers` rule per path, each header on its own indented line. */
export function formatHeadersFile(rules, comment) {
  const blocks = rules.map(({ path, headers }) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${comment.map((line) => `# ${line}`).join('\n')}\n${blocks.join('\n\n')}\n`;
}

/** What in a `_headers` file is beyond Cloudflare Pages' limits (Netlify has none this low). */
export function headersFileProblems(text) {
  const problems = [];
  const lines = text.split('\n');
  const rules = lines.filter((line) => line.startsWith('/')).length;
  if (rules > HEADERS_FILE_LIMITS.rules)
    problems.push(`${rules} rules (at most ${HEADERS_FILE_LIMITS.rules})`);
  for (const line of lines) {
    if (line.length > HEADERS_FILE_LIMITS.lineLength) {
      problems.push(`a line of ${line.length} characters: ${line.slice(0, 60)}…`);
    }
  }
  return problems;
}

/**
 * The policies of a site's documents served as files, and the `_headers` file that applies them.
 * `documents`: each prerendered document's request path, file (under dist/client) and HTML.
 * `policies`: the API's `staticDocumentPolicy`, `staticFallbackPolicies` and
 * `staticSecurityHeaders`, bound to the site's tool config.
 * Every path gets the security headers and the fallback pair, whose hashes are all documents'
 * (so 404.html at any unknown path, and each page under any spelling of its path, is allowed);
 * each document's own path adds its own policy.
 */
export function staticSitePolicies(documents, policies) {
  const pages = documents.map(({ path, file, html }) => {
    const hashes = documentHashes(html);
    return { path, file, hashes, policy: policies.document(hashes) };
  });
  const allHashes = {
    script: [...new Set(pages.flatMap((page) => page.hashes.script))].sort(),
    style: RUNTIME_STYLES.map(hashSource),
  };
  const fallback = policies.fallback(allHashes);
  const rules = [
    {
      path: '/*',
      headers: [
        ...Object.entries(policies.securityHeaders()),
        ...fallback.map((policy) => ['Content-Security-Policy', policy]),
      ],
    },
    ...pages.map(({ path, policy }) => ({ path, headers: [['Content-Security-Policy', policy]] })),
  ];
  const headersFile = formatHeadersFile(rules, [
    'Written by tooling/scripts/build-site.mjs: the headers the Node server sends, for a file host',
    '(Netlify, Cloudflare Pages) serving these files. Pages have no nonce here: inline scripts and',
    "react-aria's run-time styles are allowed by their SHA-256. See apps/api/README.md.",
  ]);
  return { pages, fallback, headersFile };
}
