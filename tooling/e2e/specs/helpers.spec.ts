import { expect, test } from '@playwright/test';
import { pageAssetReferences, routeOfHtmlFile } from '../../scripts/bench/bundleSizes.mjs';
import { isHydrationMessage, isLocalHost, pageProblems } from '../pageProblems';

test.describe('pageProblems', () => {
  test('fails on errors, CSP violations and third-party requests, not on plain logs', () => {
    const problems = pageProblems(
      [
        { kind: 'console-error', text: 'boom' },
        { kind: 'console-warning', text: 'deprecated API' },
        { kind: 'console-other', text: 'hello' },
        { kind: 'page-error', text: 'TypeError: x' },
        { kind: 'csp-violation', text: 'script-src blocked inline' },
        { kind: 'blocked-request', text: 'https://tracker.example/x.js' },
      ],
      [],
    );
    expect(problems).toEqual([
      'console-error: boom',
      'page-error: TypeError: x',
      'csp-violation: script-src blocked inline',
      'blocked-request: https://tracker.example/x.js',
    ]);
  });

  test('fails on hydration warnings at any level, development or production wording', () => {
    expect(
      isHydrationMessage("Hydration failed because the server rendered HTML didn't match the client"),
    ).toBe(true);
    expect(isHydrationMessage('Warning: Prop `href` did not match. Server: "/" Client: "/x"')).toBe(true);
    expect(isHydrationMessage('Minified React error #418; visit https://react.dev/errors/418')).toBe(true);
    expect(isHydrationMessage('Minified React error #130')).toBe(false);
    expect(
      pageProblems([{ kind: 'console-warning', text: 'A tree hydrated but some attributes...' }], []),
    ).toHaveLength(1);
  });

  test('lets a test allow what it expects', () => {
    const events = [
      {
        kind: 'console-error' as const,
        text: 'Failed to load resource: the server responded with a status of 404',
      },
      { kind: 'console-error' as const, text: 'unexpected' },
    ];
    expect(pageProblems(events, [/status of 404/])).toEqual(['console-error: unexpected']);
  });

  test('treats only loopback hosts as local', () => {
    expect(isLocalHost('127.0.0.1')).toBe(true);
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('www.nordlys.sk')).toBe(false);
    expect(isLocalHost('localhost.example.com')).toBe(false);
  });
});

test.describe('bundle size helpers', () => {
  test('reads the initial scripts, module preloads and stylesheets of a page', () => {
    const html = `<!doctype html><html><head>
      <link rel="stylesheet" href="/assets/app-1a2b3c4d.css">
      <link rel="modulepreload" href="/assets/vendor-aaaa1111.js"/>
      <link rel=icon href=/favicon.ico>
      <link rel="preconnect" href="https://cdn.example">
      <script type="module" src="/assets/entry-bbbb2222.js"></script>
      <script>window.inline = 1</script>
      <script src="https://third.example/x.js"></script>
    </head></html>`;
    expect(pageAssetReferences(html)).toEqual({
      scripts: ['/assets/entry-bbbb2222.js'],
      modulePreloads: ['/assets/vendor-aaaa1111.js'],
      stylesheets: ['/assets/app-1a2b3c4d.css'],
    });
  });

  test('names routes after their prerendered files', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('rocnek2/index.html')).toBe('/rocnek2');
    expect(routeOfHtmlFile('k2zadarmo/home/index.html')).toBe('/k2zadarmo/home');
    expect(routeOfHtmlFile('404.html')).toBe('(not found)');
  });
});
