// The largest contentful paint of the pages shoppers land on, from the slow-phone first visit:
// when it came and which element it was, so a slower LCP can be traced to what grew or moved.

/** The pages whose LCP element the report names, on both sites. */
export const LCP_PAGES = [
  '/',
  '/objednavka',
  '/k2zadarmo',
  '/rocnek2',
  '/skusobny-balicek-ponuka',
  '/nabidka/single',
];

/**
 * What an LCP element is, in one line: tag with id and classes, then the image's address or the
 * text's start, then its size (the painted area the browser counted, px²) and its box.
 */
export function describeLcpElement(element) {
  if (!element) return '';
  const id = element.id ? `#${element.id}` : '';
  const classes = (element.className ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => `.${name}`)
    .join('');
  const what = element.url ? `image ${imagePath(element.url)}` : element.text ? `"${element.text}"` : '';
  const box = element.box ? `, box ${element.box.width}×${element.box.height}` : '';
  return [`${element.tag || '?'}${id}${classes}`, what, `size ${element.size} px²${box}`]
    .filter(Boolean)
    .join(' · ');
}

function imagePath(url) {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
}

/** The first-visit rows of LCP_PAGES, site by site in LCP_PAGES' order; a page not measured is left out. */
export function lcpRows(slowPhone) {
  const visits = slowPhone?.firstVisit ?? [];
  const apps = [...new Set(visits.map((row) => row.app))];
  return apps.flatMap((app) =>
    LCP_PAGES.flatMap((path) => {
      const row = visits.find((visit) => visit.app === app && visit.route === path);
      return row ? [{ app, route: path, lcpMs: row.lcpMs, element: row.lcpElement }] : [];
    }),
  );
}

const cell = (text) => String(text ?? '').replaceAll('|', '\\|');

export function renderLcp(results) {
  const rows = lcpRows(results.slowPhone);
  if (rows.length === 0) return '';
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    '## LCP on the slow phone, first visit: when and which element',
    '',
    line(['app', 'route', 'LCP', 'element']),
    line(['---', '---', '---', '---']),
    ...rows.map((row) =>
      line([
        row.app,
        row.route,
        row.lcpMs === undefined ? 'none' : `${row.lcpMs} ms`,
        cell(describeLcpElement(row.element)),
      ]),
    ),
    '',
  ].join('\n');
}
