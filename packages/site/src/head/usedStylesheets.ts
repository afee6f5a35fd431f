/**
 * Stylesheets of lazily loaded chunks that a server-rendered page already needs. A page's own code
 * (the order form, an order page's layout) arrives after the first paint, and with it its CSS; if
 * the server has rendered that part, it would paint unstyled first and move once the CSS arrives.
 * The server therefore links, in the document's head, every such stylesheet whose class names the
 * rendered HTML uses.
 */

/**
 * A stylesheet of a lazy chunk and, per selector, the class names the selector needs all of
 * (`.shop-Toast-close.shop-Button` needs both; a selector naming no class is left out).
 */
export interface ClassStylesheet {
  href: string;
  selectors: string[][];
}

/** The class names each selector of a stylesheet needs, each set once, in the stylesheet's order. */
export function cssSelectorClasses(css: string): string[][] {
  const text = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '');
  const sets = new Map<string, string[]>();
  // What stands before a `{` is a rule's selector list or an at-rule's prelude.
  for (const [, prelude] of text.matchAll(/([^{}]+)\{/g)) {
    if ((prelude as string).trim().startsWith('@')) continue;
    for (const selector of (prelude as string).split(',')) {
      const classes = [
        ...new Set([...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string)),
      ];
      if (classes.length > 0) sets.set(classes.join(' '), classes);
    }
  }
  return [...sets.values()];
}

/** Every class name in the `class` attributes of an HTML document. */
export function htmlClassNames(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] as string).split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/**
 * The hrefs of the stylesheets, in the given order, with a selector whose classes `html` all uses:
 * a cheap test of whether any of their rules can match the page.
 */
export function stylesheetsUsedBy(html: string, stylesheets: readonly ClassStylesheet[]): string[] {
  const used = htmlClassNames(html);
  return stylesheets
    .filter((sheet) => sheet.selectors.some((classes) => classes.every((name) => used.has(name))))
    .map((sheet) => sheet.href);
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Links `hrefs` at the end of the head, after the page's first stylesheet, so they cascade as
 * they would when their chunk loads them. React skips unknown tags in `<head>` while hydrating,
 * and Vite's loader does not link a stylesheet the document already has.
 */
export function withStylesheets(html: string, hrefs: readonly string[]): string {
  if (hrefs.length === 0) return html;
  const at = html.indexOf('</head>');
  if (at < 0) return html;
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}"/>`).join('');
  return html.slice(0, at) + links + html.slice(at);
}
