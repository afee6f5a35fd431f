/**
 * Tags for specs and tests.
 *
 * `@site-independent`: the test checks a mechanic that both sites share unchanged (server headers and
 * compression, images, tracking transport, code loaded on use, taps replayed after hydration, the
 * header's scroll, keyboard focus order, the form's draft and replay), not the site's texts,
 * addresses, prices or rules. It runs on the Slovak site only; the Czech project skips it, so the
 * suite spends its time on what differs between the sites.
 */
export const SITE_INDEPENDENT = '@site-independent';
