import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  documentHashes,
  HEADERS_FILE_LIMITS,
  hashSource,
  headersFileProblems,
  inlineScripts,
  RUNTIME_STYLES,
  staticSitePolicies,
} from './staticCsp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

const page = (bootstrap) =>
  [
    '<!DOCTYPE html><html><head><meta property="csp-nonce" content="PLACEHOLDER"/>',
    '<script type="module" src="/assets/entry-a1.js" nonce="PLACEHOLDER"></script>',
    '<script type="application/ld+json">{"@type":"Blog"}</script>',
    '</head><body>',
    `<script nonce="PLACEHOLDER">${bootstrap}</script>`,
    '<script nonce="PLACEHOLDER" data-tsr-stream-part="">self.$R=[];</script>',
    '<script type="module">import "/assets/a.js"</script>',
    '</body></html>',
  ].join('');

describe('hashing the inline scripts of a document', () => {
  it('hashes exactly the text of each script a browser runs, skipping external scripts and data blocks', () => {
    expect(inlineScripts(page('self.a=1'))).toEqual(['self.a=1', 'self.$R=[];', 'import "/assets/a.js"']);
    // echo -n 'self.a=1' | openssl dgst -sha256 -binary | base64
    expect(hashSource('self.a=1')).toBe("'sha256-U+8MK+0uDzz63CVi5Lllj/7310ahz5UzrVluFdPYEWw='");
    expect(documentHashes(page('self.a=1')).script).toEqual(
      ['self.a=1', 'self.$R=[];', 'import "/assets/a.js"'].map(hashSource),
    );
  });

  it('changes the hash when a script changes', () => {
    const before = documentHashes(page('self.a=1')).script;
    const after = documentHashes(page('self.a=2')).script;
    expect(after[0]).not.toBe(before[0]);
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it('hashes line breaks as the HTML parser leaves them', () => {
    expect(hashSource('a=1;\r\nb=2;\rc=3;')).toBe(hashSource('a=1;\nb=2;\nc=3;'));
  });

  it('refuses a document whose script tags it cannot read', () => {
    expect(() => inlineScripts('<script>never closed')).toThrow(/1 <script> tags/);
  });
});

describe("react-aria's run-time styles", () => {
  const require = createRequire(join(root, 'packages/site/package.json'));
  const ariaDir = dirname(
    createRequire(require.resolve('react-aria-components')).resolve('react-aria/package.json'),
  );
  /** The text a react-aria module puts into the `<style>` it creates, its constants filled in. */
  function styleText(file) {
    const source = readFileSync(join(ariaDir, 'dist/private', file), 'utf8');
    const template = /\.textContent = `([^`]*)`/.exec(source)?.[1] ?? '';
    return template
      .replace(/\$\{([^}]+)\}/g, (_, name) => {
        const constant = new RegExp(`${name.replace(/[$()]/g, '\\$&')}\\s*=\\s*'([^']*)'`).exec(source);
        return constant?.[1] ?? `\${${name}}`;
      })
      .trim();
  }

  it('are hashed as the installed react-aria writes them', () => {
    expect([styleText('interactions/usePress.mjs'), styleText('overlays/usePreventScroll.mjs')]).toEqual(
      RUNTIME_STYLES,
    );
  });
});

describe('the _headers file', () => {
  const documents = [
    { path: '/', file: 'index.html', html: page('self.home=1') },
    { path: '/kontakt', file: 'kontakt/index.html', html: page('self.contact=1') },
    { path: '/404.html', file: '404.html', html: page('self.notFound=1') },
  ];
  const policies = {
    document: (hashes) =>
      `script-src 'self' ${hashes.script.join(' ')}; style-src 'self' ${hashes.style.join(' ')}`,
    fallback: (hashes) => [`script-src 'self' ${hashes.script.join(' ')}`, "default-src 'self'"],
    securityHeaders: () => ({ 'X-Frame-Options': 'DENY' }),
  };
  const { pages, fallback, headersFile } = staticSitePolicies(documents, policies);

  it("gives each document its own policy at its path, with its scripts' hashes", () => {
    expect(pages.map(({ path, file }) => [path, file])).toEqual(
      documents.map(({ path, file }) => [path, file]),
    );
    const contact = pages[1];
    expect(contact?.policy).toContain(hashSource('self.contact=1'));
    expect(contact?.policy).not.toContain(hashSource('self.home=1'));
    expect(headersFile).toContain(`\n/kontakt\n  Content-Security-Policy: ${contact?.policy}\n`);
  });

  it('gives every path the security headers and a fallback that allows every document', () => {
    expect(fallback[0]).toContain(hashSource('self.home=1'));
    expect(fallback[0]).toContain(hashSource('self.notFound=1'));
    const catchAll = headersFile.slice(headersFile.indexOf('/*\n'), headersFile.indexOf('\n\n'));
    expect(catchAll.split('\n')).toEqual([
      '/*',
      '  X-Frame-Options: DENY',
      `  Content-Security-Policy: ${fallback[0]}`,
      "  Content-Security-Policy: default-src 'self'",
    ]);
  });

  it("reports what is beyond Cloudflare Pages' limits", () => {
    expect(headersFileProblems(headersFile)).toEqual([]);
    expect(headersFileProblems(`/\n  X: ${'a'.repeat(HEADERS_FILE_LIMITS.lineLength)}\n`)).toHaveLength(1);
  });
});
