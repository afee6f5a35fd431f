/** A wildcard in a listed cookie name: `*`, or a placeholder in angle brackets such as `<container-id>`. */
const WILDCARD = /\*|<[^<>]*>/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a cookie the page can read is one a provider list names. The list may name a family of
 * cookies: `_ga_*` and `_ga_<container-id>` each stand for `_ga_` followed by one or more
 * characters (`_ga_ABC123`), a wildcard in the middle likewise for the characters between the parts
 * around it. A name without a wildcard matches only itself (`_ga` is not `_gat` or `_ga_ABC`), case
 * counts, and a name that starts with a wildcard matches nothing: no listed pattern may reach every
 * cookie of the site.
 */
export function cookieNameMatcher(listed: string): (name: string) => boolean {
  const pattern = listed.trim();
  const parts = pattern.split(WILDCARD);
  if (parts.length === 1) return (name) => name === pattern;
  if (parts[0] === '') return () => false;
  const expression = new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`);
  return (name) => expression.test(name);
}
