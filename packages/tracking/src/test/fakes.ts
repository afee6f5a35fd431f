import type { CookieJar, CookieOptions, KeyValueStorage } from '@shop/contracts/browser';
import type { FetchLike } from '../core/ports';

export { memoryStorage } from '@shop/contracts/browser';

/** A storage that silently drops writes, like Safari private mode used to. */
export function brokenStorage(): KeyValueStorage {
  return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
}

export function memoryCookies(initial: Record<string, string> = {}): CookieJar & {
  options: Map<string, CookieOptions>;
} {
  const values = new Map(Object.entries(initial));
  const options = new Map<string, CookieOptions>();
  return {
    options,
    get: (name) => values.get(name),
    set: (name, value, cookieOptions) => {
      values.set(name, value);
      options.set(name, cookieOptions);
    },
    remove: (name) => {
      values.delete(name);
    },
    names: () => [...values.keys()],
  };
}

export interface RecordedRequest {
  url: string;
  init: RequestInit;
}

/** A fetch that answers from a queue of statuses (an Error rejects) and records every request. */
export function fakeFetch(answers: Array<number | Error> = []): FetchLike & { requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const answer = answers.length > 0 ? answers.shift() : 200;
    if (answer instanceof Error) throw answer;
    const status = answer ?? 200;
    return { ok: status >= 200 && status < 300, status };
  }) as FetchLike & { requests: RecordedRequest[] };
  fetch.requests = requests;
  return fetch;
}

/** Deterministic `Math.random` stand-in cycling through the given values. */
export function sequenceRandom(values: number[]): () => number {
  let index = 0;
  return () => {
    const value = values[index % values.length] ?? 0;
    index += 1;
    return value;
  };
}
