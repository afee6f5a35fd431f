/**
 * The `Domain=` values on which a cookie readable at `hostname` may have been set, nearest first:
 * the host itself as a domain, then each parent domain, stopping before the last label, which is
 * taken as the public suffix (`www.nordlys.sk` gives `.www.nordlys.sk` and `.nordlys.sk`, never
 * `.sk`). Analytics and ad tags set their cookies on the highest domain the browser accepts
 * (`_ga` and `_fbp` on `.nordlys.sk`), and a host-only expiry leaves those in place. An IP address,
 * `localhost` or any one-label name has no parent domain: cookies there are host-only. Under a
 * public suffix of two labels (`co.uk`) the list reaches that suffix as well; browsers refuse any
 * cookie on a public suffix, so expiring one there changes nothing.
 */
export function parentCookieDomains(hostname: string): string[] {
  // IPv4 addresses are all digits and dots, IPv6 ones (`[::1]`) have colons; neither has parents.
  if (/^[\d.]*$|:/.test(hostname)) return [];
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  return labels.slice(1).map((_, start) => `.${labels.slice(start).join('.')}`);
}
