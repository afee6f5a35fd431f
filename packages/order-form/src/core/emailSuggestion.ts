/** Mailbox domains Czech and Slovak customers use most; an address at one of them is left alone. */
export const commonEmailDomains = [
  'seznam.cz',
  'email.cz',
  'centrum.cz',
  'post.cz',
  'volny.cz',
  'atlas.cz',
  'tiscali.cz',
  'azet.sk',
  'zoznam.sk',
  'post.sk',
  'centrum.sk',
  'pobox.sk',
  'gmail.com',
  'outlook.com',
  'outlook.cz',
  'outlook.sk',
  'hotmail.com',
  'yahoo.com',
  'icloud.com',
] as const;

const known: readonly { domain: string; name: string; tld: string }[] = commonEmailDomains.map((domain) => {
  const dot = domain.lastIndexOf('.');
  return { domain, name: domain.slice(0, dot), tld: domain.slice(dot + 1) };
});

/**
 * Edit distance counting a swap of neighbours as one edit, because `gmial` is one slip of the
 * fingers, not two.
 */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

/** Short words tolerate one slip, longer ones two; more would turn unrelated domains into "typos". */
function tolerance(text: string): number {
  return text.length >= 9 ? 2 : 1;
}

/** The single candidate closest to `text` within tolerance, or null when none or a tie. */
function closest(text: string, candidates: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = tolerance(text) + 1;
  let tie = false;
  for (const candidate of candidates) {
    const distance = editDistance(text, candidate);
    if (distance < bestDistance) {
      [best, bestDistance, tie] = [candidate, distance, false];
    } else if (distance === bestDistance && candidate !== best) {
      tie = true;
    }
  }
  return tie ? null : best;
}

function correctDomain(domain: string): string | null {
  if (known.some((entry) => entry.domain === domain)) return null;
  const dot = domain.lastIndexOf('.');
  const name = dot > 0 ? domain.slice(0, dot) : domain;

  // A known provider under the wrong country ending (gmail.cz, seznam.sk, azet.cz); post.com
  // stays unanswered because both post.cz and post.sk exist.
  const sameName = known.filter((entry) => entry.name === name);
  if (sameName.length > 0) return sameName.length === 1 ? (sameName[0]?.domain ?? null) : null;

  const whole = closest(
    domain,
    known.map((entry) => entry.domain),
  );
  if (whole) return whole;

  // A slip in the name together with a wrong ending (gmial.cz).
  const nameMatch = closest(name, [...new Set(known.map((entry) => entry.name))]);
  if (!nameMatch) return null;
  const domains = known.filter((entry) => entry.name === nameMatch);
  return domains.length === 1 ? (domains[0]?.domain ?? null) : null;
}

/**
 * The address with its mailbox domain corrected when it looks like a typo of a common Czech or
 * Slovak provider (`jan@gmial.com` -> `jan@gmail.com`), otherwise null. The form offers it
 * with SPEC's 'Neměli jste na mysli …' prompt; nothing is changed without the customer's yes.
 */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0 || at === trimmed.length - 1) return null;
  const corrected = correctDomain(trimmed.slice(at + 1).toLowerCase());
  return corrected ? `${trimmed.slice(0, at)}@${corrected}` : null;
}
