const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

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
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host.includes(':') || host.startsWith('[') || IPV4.test(host)) return [];
  const labels = host.split('.');
  const domains: string[] = [];
  for (let start = 0; start < labels.length - 1; start += 1) {
    domains.push(`.${labels.slice(start).join('.')}`);
  }
  return domains;
}
