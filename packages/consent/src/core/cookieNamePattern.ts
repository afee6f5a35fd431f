/**
 * Whether a cookie the page can read is one a provider list names. The list may name a family of
 * cookies with a wildcard, `*` or a placeholder in angle brackets: `_ga_*` and `_ga_<container-id>`
 * each stand for every cookie whose name starts with `_ga_` and goes on (`_ga_ABC123`). What follows
 * the first wildcard is not compared. A name without a wildcard matches only itself (`_ga` is not
 * `_gat` or `_ga_ABC`), case counts, and a name that starts with a wildcard matches nothing: no
 * listed pattern may reach every cookie of the site.
 */
export function cookieNameMatcher(listed: string): (name: string) => boolean {
  const wildcard = listed.search(/[*<]/);
  const prefix = listed.slice(0, wildcard);
  return wildcard < 0
    ? (name) => name === listed
    : (name) => wildcard > 0 && name.length > wildcard && name.startsWith(prefix);
}
