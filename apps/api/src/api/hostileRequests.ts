import { randomUUID } from 'node:crypto';
import {
  blogArticlesQuerySchema,
  clientErrorLogSchema,
  consentProofSchema,
  contactMessageSchema,
  discountCheckSchema,
  orderFormConfigQuerySchema,
  orderRequestSchema,
  pickupPointsQuerySchema,
  testimonialsQuerySchema,
  trackingEventSchema,
  trackingRedirectQuerySchema,
} from '@shop/contracts';
import fc from 'fast-check';
import type { z } from 'zod';
import { slovakPerson } from '../orders/orderTestKit';
import { defaultContent } from '../seed/defaultContent';
import { encodeBeatText, encodedBeatFixture } from './beatFixture';
import { cspReportBodySchema } from './cspReports';

/**
 * Hostile requests for every endpoint of the API, built from the contracts' schemas: valid bodies
 * and queries with some fields (or the whole input) replaced by hostile values, and for each
 * schema field every edge of what it allows. `hostileInput.test.ts` sends them to the API in
 * process; the bench sends a sample of them to the built server over HTTP.
 */

export interface FuzzRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: string;
  body?: string;
  headers?: Record<string, string>;
  /** The API without a site of its own, which takes `?site=`. */
  apiOnly?: boolean;
}

// ---- hostile values, as JSON text so that they can be what JSON.stringify never writes ----

export const prototypeNames = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
];

const hostileStrings = fc.constantFrom(
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00y',
  '\udbff\ud800',
  '\ufeff\u202e',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '\\u0000',
  ...prototypeNames,
);

/** Lengths at and just past the schemas' limits, in two-byte letters. */
const edgeLengths = [20, 21, 32, 33, 64, 65, 100, 101, 120, 121, 128, 129, 200, 201, 254, 255, 512, 513];
const longLengths = [2_000, 2_001, 2_048, 2_049, 4_096, 4_097, 5_000, 5_001, 20_000];

const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  hostileStrings,
  fc.constantFrom(...edgeLengths, ...longLengths).map((length) => 'ž'.repeat(length)),
  fc.constantFrom(...edgeLengths).map((length) => `${'ž'.repeat(length - 1)}\u0000`),
);

const numberTexts = fc.oneof(
  fc.constantFrom(
    '1e400',
    '-1e400',
    '1e308',
    '-1e308',
    '1e-400',
    '9007199254740993',
    '2147483648',
    '-2147483649',
    '8640000000000000',
    '8640000000000001',
    '-8640000000000000',
    '253402300799999',
    '253402300800000',
    '2147483647',
    '4294967296',
    '-1',
    '0',
    '-0',
    '0.5',
    '100',
    '599',
    '100000000000000000000000000000000000000',
  ),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
);

/** Nested arrays or objects `depth` levels deep; 20,000 levels still fit a 64 kB body. */
const deepTexts = fc.oneof(
  fc.constantFrom(33, 1_000, 20_000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.constantFrom(33, 2_000).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);

const keyText = fc.oneof(anyString, fc.constantFrom(...prototypeNames, 'technical', 'ga', 'site'));

const objectText = (value: fc.Arbitrary<string>) =>
  fc
    .array(fc.tuple(keyText, value), { maxLength: 5 })
    .map((entries) => `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${item}`).join(',')}}`);

const leafText = fc.oneof(
  anyString.map((text) => JSON.stringify(text)),
  numberTexts,
  fc.constantFrom('true', 'false', 'null', '[]', '{}'),
);

const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: leafText },
  { weight: 1, arbitrary: deepTexts },
  { weight: 1, arbitrary: objectText(leafText) },
  { weight: 1, arbitrary: fc.array(leafText, { maxLength: 5 }).map((items) => `[${items.join(',')}]`) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
);

/** Text that is not JSON at all, or JSON cut short. */
const brokenJson = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', '{', '{"a":', '[1,', '{"a":1}}', 'nul', '\u0000', '{"a":"\\ud800"'),
);

type SchemaDef = {
  type: string;
  in?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  shape?: Record<string, z.core.$ZodType>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  checks?: { _zod: { def: { check: string; maximum?: number; minimum?: number; value?: number } } }[];
};

const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as SchemaDef;

/** The fields of an object schema, looking through pipes (transforms) around it. */
function fieldsOf(schema: z.core.$ZodType): Record<string, z.core.$ZodType> {
  const def = defOf(schema);
  if (def.type === 'pipe' && def.in) return fieldsOf(def.in);
  return def.shape ?? {};
}

/**
 * Values at the edges of what a field's schema allows, as JSON text: each limit of a number
 * and one past it, strings as long as allowed and one longer (and as long, holding a NUL),
 * every option of an enum, each with a NUL or a lone surrogate added.
 */
function edgesOf(schema: z.core.$ZodType, depth = 0): string[] {
  const def = defOf(schema);
  const limits = (def.checks ?? []).map((check) => check._zod.def);
  const inner = def.in ?? def.innerType;
  if (inner) return edgesOf(inner, depth);
  switch (def.type) {
    case 'string': {
      const edges = ['"ž"', '"a\\u0000"', '"\\ud800"'];
      for (const { check, maximum, minimum } of limits) {
        const length = check === 'max_length' ? maximum : check === 'min_length' ? minimum : undefined;
        if (length === undefined) continue;
        edges.push(JSON.stringify('ž'.repeat(length)), JSON.stringify('ž'.repeat(length + 1)));
        if (length > 1) edges.push(JSON.stringify(`${'ž'.repeat(length - 1)}\u0000`));
      }
      return edges;
    }
    case 'number': {
      const edges: number[] = [0, -1, 0.5];
      for (const { check, value } of limits) {
        if ((check === 'less_than' || check === 'greater_than') && value !== undefined) {
          edges.push(value, value - 1, value + 1);
        }
      }
      return edges.map(String);
    }
    case 'enum':
    case 'literal': {
      const options = def.type === 'enum' ? Object.values(def.entries ?? {}) : (def.values ?? []);
      return options.flatMap((option) =>
        typeof option === 'string'
          ? [JSON.stringify(option), JSON.stringify(`${option}\u0000`), JSON.stringify(`${option}\ud800`)]
          : [JSON.stringify(option)],
      );
    }
    case 'union':
      return (def.options ?? []).flatMap((option) => edgesOf(option, depth));
    case 'array':
      return def.element && depth < 2 ? edgesOf(def.element, depth + 1).map((item) => `[${item}]`) : [];
    case 'record':
      return def.valueType && depth < 2
        ? edgesOf(def.valueType, depth + 1).map((value) => `{"technical":${value}}`)
        : [];
    case 'object':
      return depth < 2
        ? Object.entries(def.shape ?? {}).flatMap(([key, field]) =>
            edgesOf(field, depth + 1).map((value) => `{${JSON.stringify(key)}:${value}}`),
          )
        : [];
    default:
      return [];
  }
}

/**
 * Text of a valid body with changes: mostly one schema field set to an edge of its schema or to
 * a hostile value, or left out; sometimes a few changes or an added key. One change in an
 * otherwise valid body is what reaches the database.
 */
function bodyText(schema: z.core.$ZodType, valid: () => Record<string, unknown>): fc.Arbitrary<string> {
  const fields = fieldsOf(schema);
  const fieldChanges = Object.entries(fields).map(([name, field]) => {
    const edges = edgesOf(field);
    return fc.tuple(
      fc.constant(name),
      fc.oneof(
        { weight: edges.length > 0 ? 4 : 0, arbitrary: fc.constantFrom('null', ...edges) },
        { weight: 3, arbitrary: hostileJson },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    );
  });
  const change = fc.oneof(
    { weight: 6, arbitrary: fc.oneof(...fieldChanges) },
    { weight: 1, arbitrary: fc.tuple(keyText, hostileJson) },
  );
  const changes = fc.oneof(
    { weight: 1, arbitrary: fc.constant([]) },
    { weight: 6, arbitrary: change.map((one) => [one]) },
    { weight: 2, arbitrary: fc.array(change, { minLength: 2, maxLength: 4 }) },
  );
  const changed = fc.tuple(fc.constant(null).map(valid), changes).map(([body, list]) => {
    const entries = new Map<string, string>();
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined) entries.set(key, JSON.stringify(value));
    }
    for (const [key, value] of list) {
      if (value === undefined) entries.delete(key);
      else entries.set(key, value);
    }
    return `{${[...entries].map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
  });
  return fc.oneof(
    { weight: 12, arbitrary: changed },
    { weight: 1, arbitrary: hostileJson },
    { weight: 1, arbitrary: brokenJson },
  );
}

const contentTypes = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/merge-patch+json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
  },
);

// ---- URLs ----

/** A query value or path segment as it is sent: percent-encoded text, or raw escapes. */
const urlText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeURIComponent) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%00',
      'a%00b',
      '%ED%A0%80',
      '%C0%80',
      '%',
      '%zz',
      '%2F..%2F',
      '1e400',
      '9007199254740993',
      '99999999999999999999',
      '-1',
      '0',
      '1.5',
      '',
      ...prototypeNames,
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(101, 5_000).map((length) => 'q'.repeat(length)) },
);

/** A query string from the parameters' valid values, some replaced by hostile ones. */
function queryText(valid: Record<string, string[]>): fc.Arbitrary<string> {
  const names = Object.keys(valid);
  return fc
    .tuple(
      fc.tuple(
        ...names.map((name) =>
          fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...(valid[name] ?? [])).map(encodeURIComponent) },
            { weight: 1, arbitrary: fc.constant(undefined) },
            { weight: 2, arbitrary: urlText },
          ),
        ),
      ),
      fc.array(fc.tuple(urlText, urlText), { maxLength: 2 }),
    )
    .map(([values, extra]) => {
      const pairs: string[] = [];
      names.forEach((name, index) => {
        const value = values[index];
        if (value !== undefined) pairs.push(`${name}=${value}`);
      });
      for (const [name, value] of extra) pairs.push(`${name}=${value}`);
      return pairs.join('&');
    });
}

/** A header value: printable ASCII, which is all a real client can send as text. */
const headerText = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 40,
  }),
  fc.constantFrom('', 'a'.repeat(129), 'key-with-12345', '../../etc/passwd'),
);

// ---- the endpoints ----

export const validContact = {
  customerType: 'existing',
  customerNumber: 'A-10234',
  questionType: 'shipping-change',
  name: 'Jana Kováčová',
  phone: '+421 905 123 456',
  email: 'jana@example.sk',
  message: 'Prosím o zmenu adresy doručenia.',
  gdprConsent: true,
  website: '',
};
export const validConsent = {
  ids: ['perm-3f2a', 'curr-91bc', 'last-91bc'],
  setting: { technical: true, ga: true },
  savedAt: 1_750_000_000_000,
  providersHash: '9c1d5e0f2a7b3c44',
  textVersion: '2025-06',
};
export const validClientError = {
  site: 'sk',
  status: 502,
  message: 'beat failed',
  url: 'https://www.nordlys.sk/',
  userAgent: 'Mozilla/5.0',
  clientTime: 1_700_000_000_000,
};
const validCspReport = {
  'csp-report': {
    'document-uri': 'https://www.nordlys.sk/',
    'blocked-uri': 'inline',
    'effective-directive': 'script-src-elem',
    'line-number': 3,
  },
};
/** The `report-uri` body; the Reporting API's batches are fuzzed in the endpoint's own tests. */
const legacyCspReportSchema = cspReportBodySchema.options[0];
export const validOrder = () => ({
  offer: 'single',
  ...slovakPerson(),
  shippingMethod: 'post-address',
  paymentMethod: 'after-delivery',
  agreement: true,
});

const onEitherApi = fc.boolean().map((apiOnly) => ({ apiOnly }));

/** `site` is required by the API without a site of its own; mostly given, so the rest is reached. */
const siteQuery = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('site=sk', 'site=cz') },
  { weight: 2, arbitrary: queryText({ site: ['sk', 'cz'] }) },
);

const joinQuery = (...parts: string[]) => parts.filter(Boolean).join('&');

function post(path: string, schema: z.core.$ZodType, valid: () => Record<string, unknown>) {
  return fc.tuple(bodyText(schema, valid), contentTypes, onEitherApi, siteQuery).map(
    ([body, contentType, { apiOnly }, query]): FuzzRequest => ({
      method: 'POST',
      path,
      body,
      query,
      headers: { 'content-type': contentType },
      apiOnly,
    }),
  );
}

function get(path: fc.Arbitrary<string>, query: Record<string, string[]>) {
  return fc.tuple(path, siteQuery, queryText(query), onEitherApi).map(
    ([pathText, site, queryString, { apiOnly }]): FuzzRequest => ({
      method: 'GET',
      path: pathText,
      query: joinQuery(site, queryString),
      apiOnly,
    }),
  );
}

/** Body texts: a valid body with one field set to each edge of its schema in turn. */
function edgeBodies(schema: z.core.$ZodType, valid: () => Record<string, unknown>): string[] {
  const bodies: string[] = [];
  for (const [name, field] of Object.entries(fieldsOf(schema))) {
    for (const edge of ['null', ...edgesOf(field)]) {
      const entries = Object.entries(valid())
        .filter(([key, value]) => key !== name && value !== undefined)
        .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
      entries.push(`${JSON.stringify(name)}:${edge}`);
      bodies.push(`{${entries.join(',')}}`);
    }
  }
  return bodies;
}

function postEdges(
  path: string,
  schema: z.core.$ZodType,
  valid: () => Record<string, unknown>,
  headers: () => Record<string, string> = () => ({}),
): FuzzRequest[] {
  return edgeBodies(schema, valid).map((body) => ({
    method: 'POST',
    path,
    body,
    headers: { 'content-type': 'application/json', ...headers() },
  }));
}

/** Query strings: valid parameters with one set to each edge of its schema in turn. */
function queryEdges(path: string, schema: z.core.$ZodType, valid: Record<string, string>): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const encode = (value: unknown) => {
    try {
      return typeof value === 'string' || typeof value === 'number' ? encodeURIComponent(value) : undefined;
    } catch {
      return undefined; // a lone surrogate: no URL can carry it
    }
  };
  for (const [name, field] of Object.entries(fieldsOf(schema))) {
    for (const edge of edgesOf(field)) {
      const value = encode(JSON.parse(edge));
      if (value === undefined) continue;
      const query = Object.entries({ ...valid, [name]: value })
        .map(([key, item]) => `${key}=${key === name ? item : encodeURIComponent(item)}`)
        .join('&');
      requests.push({ method: 'GET', path, query });
    }
  }
  return requests;
}

const segment = (valid: string[]) =>
  fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...valid) }, { weight: 2, arbitrary: urlText });

const uuidLike = fc.oneof(fc.uuid(), urlText);

/** What the payment endpoints need: a placed card order and the GoPay payment it started. */
export interface HostileContext {
  paymentId: string;
  orderId: string;
}

export interface HostileEndpoint {
  name: string;
  /** Sent first, each once: every edge of every field of the endpoint's input schema. */
  edges?: FuzzRequest[];
  /** Generated requests to send, when the endpoint wants fewer than the caller's default. */
  runs?: number;
  requests: (context: HostileContext) => fc.Arbitrary<FuzzRequest>;
}

/**
 * Every endpoint with its edge requests and its generator. Each call numbers its beats from 1
 * again, so no beat of one list is taken for a repeat of another of the same list.
 */
export function hostileEndpoints(): HostileEndpoint[] {
  let beats = 0;
  /** A new sequence number each time, so no beat is taken for a repeat of another. */
  const validBeat = () => {
    beats += 1;
    return { ...encodedBeatFixture.event, sequence: beats };
  };
  return [
    {
      name: 'POST /api/contact',
      edges: postEdges('/api/contact', contactMessageSchema, () => validContact),
      requests: () => post('/api/contact', contactMessageSchema, () => validContact),
    },
    {
      name: 'POST /api/consents',
      edges: postEdges('/api/consents', consentProofSchema, () => validConsent),
      requests: () => post('/api/consents', consentProofSchema, () => validConsent),
    },
    {
      name: 'POST /api/client-errors',
      edges: postEdges('/api/client-errors', clientErrorLogSchema, () => validClientError),
      requests: () => post('/api/client-errors', clientErrorLogSchema, () => validClientError),
    },
    {
      name: 'POST /api/csp-reports',
      edges: postEdges('/api/csp-reports', legacyCspReportSchema, () => validCspReport),
      requests: () => post('/api/csp-reports', legacyCspReportSchema, () => validCspReport),
    },
    {
      name: 'POST /api/beats',
      edges: edgeBodies(trackingEventSchema, validBeat).map((json) => ({
        method: 'POST',
        path: '/api/beats',
        body: encodeBeatText(json),
        headers: { 'content-type': 'text/plain' },
      })),
      requests: () =>
        fc
          .tuple(
            bodyText(trackingEventSchema, validBeat),
            fc.oneof(
              { weight: 6, arbitrary: fc.constant(true) },
              { weight: 1, arbitrary: fc.constant(false) },
            ),
            fc.oneof(
              { weight: 8, arbitrary: fc.constant('text/plain') },
              { weight: 1, arbitrary: fc.constantFrom('text/plain;charset=UTF-8', 'application/json', '') },
            ),
            fc.boolean(),
          )
          .map(
            ([json, encoded, contentType, apiOnly]): FuzzRequest => ({
              method: 'POST',
              path: '/api/beats',
              body: encoded ? encodeBeatText(json) : json,
              headers: { 'content-type': contentType },
              apiOnly,
            }),
          ),
    },
    {
      name: 'GET /api/beats',
      requests: () => get(fc.constant('/api/beats'), { sessionId: ['1750000000000abcdefgh'] }),
    },
    {
      name: 'POST /api/device',
      requests: () =>
        headerText.map(
          (cookie): FuzzRequest => ({
            method: 'POST',
            path: '/api/device',
            headers: { cookie: `deviceId=${cookie}` },
          }),
        ),
    },
    {
      name: 'GET /api/tracking/redirect',
      edges: queryEdges('/api/tracking/redirect', trackingRedirectQuerySchema, {
        url: 'http://localhost/',
        referrer_url: 'https://www.google.sk/',
      }),
      requests: () =>
        get(fc.constant('/api/tracking/redirect'), {
          url: ['http://localhost/', 'http://localhost/recenzie?x=1', 'https://evil.example/'],
          referrer_url: ['https://www.google.sk/'],
        }),
    },
    {
      name: 'GET /api/order-form/config',
      edges: queryEdges('/api/order-form/config', orderFormConfigQuerySchema, { offer: 'single' }),
      requests: () =>
        get(fc.constant('/api/order-form/config'), { offer: ['single', 'free-trial', 'yearly'] }),
    },
    {
      name: 'POST /api/orders',
      edges: postEdges('/api/orders', orderRequestSchema, validOrder, () => ({
        'Idempotency-Key': `edge-${randomUUID()}`,
      })),
      requests: () =>
        fc
          .tuple(
            post('/api/orders', orderRequestSchema, validOrder),
            fc.oneof(
              { weight: 6, arbitrary: fc.uuid().map((id) => `key-${id}`) },
              { weight: 1, arbitrary: headerText },
            ),
          )
          .map(([request, key]) => ({ ...request, headers: { ...request.headers, 'Idempotency-Key': key } })),
    },
    {
      name: 'GET /api/customer',
      requests: () =>
        headerText.map(
          (token): FuzzRequest => ({
            method: 'GET',
            path: '/api/customer',
            headers: { cookie: `customerToken=${token}` },
          }),
        ),
    },
    {
      name: 'GET /api/pickup-points',
      edges: queryEdges('/api/pickup-points', pickupPointsQuerySchema, {
        carrier: 'ppl',
        q: 'Bratislava',
        country: 'sk',
        limit: '5',
      }),
      requests: () =>
        get(fc.constant('/api/pickup-points'), {
          carrier: ['packeta', 'ppl'],
          q: ['Bratislava', 'nám', '821'],
          country: ['sk', 'cz'],
          limit: ['1', '50'],
        }),
    },
    {
      name: 'POST /api/discount-codes/check',
      edges: postEdges('/api/discount-codes/check', discountCheckSchema, () => ({
        code: 'NORDLYS10',
        offer: 'single',
      })),
      requests: () =>
        post('/api/discount-codes/check', discountCheckSchema, () => ({
          code: 'NORDLYS10',
          offer: 'single',
        })),
    },
    {
      name: 'GET and POST /api/orders/:id/payment',
      // Each POST of a real order's id starts a payment: fewer runs keep the file quick.
      runs: 30,
      requests: ({ orderId }) =>
        fc
          .tuple(
            fc.oneof(fc.constant(orderId), uuidLike),
            fc.constantFrom('GET' as const, 'POST' as const),
            fc.boolean(),
          )
          .map(
            ([id, method, apiOnly]): FuzzRequest => ({
              method,
              path: `/api/orders/${id}/payment`,
              query: 'site=sk',
              apiOnly,
            }),
          ),
    },
    {
      name: 'GET and POST /api/payments/gopay/notification, GET /api/payments/gopay/return',
      requests: ({ paymentId }) =>
        fc
          .tuple(
            fc.constantFrom('notification', 'return'),
            fc.oneof(
              fc.constant(`id=${paymentId}`),
              queryText({ id: [paymentId, '0', '99999999999999999999', '-1', '1e3'] }),
            ),
            fc.constantFrom('GET' as const, 'POST' as const),
          )
          .map(
            ([which, query, method]): FuzzRequest => ({
              method: which === 'return' ? 'GET' : method,
              path: `/api/payments/gopay/${which}`,
              query,
            }),
          ),
    },
    {
      name: 'GET /api/blog/articles',
      edges: queryEdges('/api/blog/articles', blogArticlesQuerySchema, {
        page: '1',
        pageSize: '6',
        sort: 'newest',
      }),
      requests: () =>
        get(fc.constant('/api/blog/articles'), {
          page: ['1', '2'],
          pageSize: ['1', '24'],
          sort: ['newest', 'oldest', 'most-read'],
        }),
    },
    {
      name: 'GET /api/blog/articles/:slug',
      requests: () =>
        get(
          segment([defaultContent.sk.articles[0]?.slug ?? 'clanok']).map(
            (slug) => `/api/blog/articles/${slug}`,
          ),
          {},
        ),
    },
    {
      name: 'GET /api/testimonials',
      edges: queryEdges('/api/testimonials', testimonialsQuerySchema, {
        page: '1',
        pageSize: '12',
        label: 'partner',
      }),
      requests: () =>
        get(fc.constant('/api/testimonials'), {
          page: ['1', '3'],
          pageSize: ['1', '48'],
          label: ['verified-customer', 'partner', 'unverified-customer'],
        }),
    },
    {
      name: 'GET /api/testimonials/:slug',
      requests: () =>
        get(
          segment([defaultContent.sk.testimonials[0]?.slug ?? 'recenzia']).map(
            (slug) => `/api/testimonials/${slug}`,
          ),
          {},
        ),
    },
    {
      name: 'GET /api/conditions and /api/conditions/:name',
      requests: () =>
        get(
          fc.oneof(
            fc.constant('/api/conditions'),
            segment(['terms', 'cookies']).map((name) => `/api/conditions/${name}`),
          ),
          {},
        ),
    },
    { name: 'GET /api/cookie-providers', requests: () => get(fc.constant('/api/cookie-providers'), {}) },
    { name: 'GET /api/health', requests: () => get(fc.constant('/api/health'), {}) },
    {
      name: 'any other /api path',
      requests: () =>
        fc
          .tuple(
            fc.array(urlText, { minLength: 1, maxLength: 3 }),
            fc.constantFrom('GET' as const, 'POST' as const),
          )
          .map(([segments, method]): FuzzRequest => ({ method, path: `/api/${segments.join('/')}` })),
    },
  ];
}

/** `runs` generated requests of an endpoint, the same ones for the same seed. */
export function sampleHostileRequests(
  endpoint: HostileEndpoint,
  context: HostileContext,
  { seed, runs }: { seed: number; runs: number },
): FuzzRequest[] {
  return fc.sample(endpoint.requests(context), { seed, numRuns: runs });
}
