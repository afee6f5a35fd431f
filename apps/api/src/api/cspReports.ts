import type { Site } from '@shop/contracts';
import { apiPaths } from '@shop/contracts/vocabulary';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../db/createDatabase';
import { cspReports } from '../db/schema';
import { bodySizeLimit } from './bodySizeLimit';
import type { ClientIp } from './clientIp';
import { apiError, validationError } from './errorResponses';
import { ipHash } from './ipHash';
import { isStorableText, unstorableJsonIssues } from './storableJson';

/** Where the pages' CSP sends its violation reports (`report-uri`, and `report-to` by name). */
export const CSP_REPORT_PATH = apiPaths.cspReports;
/** The `Reporting-Endpoints` name of `CSP_REPORT_PATH`. */
export const CSP_REPORT_GROUP = 'csp';

/** A few reports of one page load; a browser batching more reports sends them again later. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Reports stored from one request; the rest of a larger batch is dropped. */
const MAX_REPORTS_PER_REQUEST = 10;

const text = z.string();
const position = z.number().int().min(0).max(2_147_483_647);

/** The body of a `report-uri` request (`application/csp-report`), CSP Level 2 names. */
const legacyReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text.optional(),
    'effective-directive': text.optional(),
    'violated-directive': text.optional(),
    disposition: text.optional(),
    'source-file': text.optional(),
    'line-number': position.optional(),
    'column-number': position.optional(),
    'script-sample': text.optional(),
  }),
});

/** One CSP report of a Reporting API batch (`application/reports+json`). */
const cspViolationBodySchema = z.object({
  documentURL: text,
  blockedURL: text.optional(),
  effectiveDirective: text,
  disposition: text.optional(),
  sourceFile: text.optional(),
  lineNumber: position.optional(),
  columnNumber: position.optional(),
  sample: text.optional(),
});

/** A Reporting API batch: CSP violations, and other report types, which are not kept. */
const reportBatchSchema = z
  .array(z.object({ type: text, body: z.unknown() }))
  .min(1)
  .max(100);

/** Either body a browser sends; exported for the hostile-input tests. */
export const cspReportBodySchema = z.union([legacyReportSchema, reportBatchSchema]);

interface Violation {
  documentUrl: string;
  blockedUrl?: string | undefined;
  effectiveDirective: string;
  disposition?: string | undefined;
  sourceFile?: string | undefined;
  lineNumber?: number | undefined;
  columnNumber?: number | undefined;
  sample?: string | undefined;
}

const acceptedContentType = /^application\/(?:csp-report|reports\+json|json)\s*(?:;|$)/i;

/**
 * At most `max` UTF-16 units, never ending in half a surrogate pair (which Postgres refuses).
 */
function truncated(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * A reported address without its query and fragment, which may hold a visitor's data (order ids,
 * tracking ids, e-mails in links); the page and the host are what a violation is fixed by.
 * Keywords (`inline`, `eval`) and other schemes' addresses keep their scheme and host only.
 */
function reportedAddress(value: string): string {
  if (!URL.canParse(value)) return truncated(value, 200);
  const url = new URL(value);
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    return truncated(`${url.origin}${url.pathname}`, 2048);
  }
  return truncated(url.host ? `${url.protocol}//${url.host}` : url.protocol, 200);
}

type Violations = { ok: true; violations: Violation[] } | { ok: false; issues: z.core.$ZodIssue[] };

function violationsOf(body: z.output<typeof cspReportBodySchema>): Violations {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    const directive = report['effective-directive'] ?? report['violated-directive']?.split(' ')[0];
    if (!directive) {
      const path = ['csp-report', 'effective-directive'];
      return { ok: false, issues: [{ code: 'custom', message: 'required', path, input: undefined }] };
    }
    const violation: Violation = {
      documentUrl: report['document-uri'],
      blockedUrl: report['blocked-uri'],
      effectiveDirective: directive,
      disposition: report.disposition,
      sourceFile: report['source-file'],
      lineNumber: report['line-number'],
      columnNumber: report['column-number'],
      sample: report['script-sample'],
    };
    return { ok: true, violations: [violation] };
  }
  const violations: Violation[] = [];
  for (const [index, report] of body.entries()) {
    if (report.type !== 'csp-violation') continue;
    const parsed = cspViolationBodySchema.safeParse(report.body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ ...issue, path: [index, 'body', ...issue.path] }));
      return { ok: false, issues };
    }
    const { documentURL, blockedURL, ...details } = parsed.data;
    violations.push({ ...details, documentUrl: documentURL, blockedUrl: blockedURL });
  }
  return { ok: true, violations };
}

export interface CspReportRoutesOptions {
  database: Database;
  /** The origin's own site; absent in the API-only server. */
  site?: Site;
  clientIp: ClientIp;
  ipHashSalt: string;
}

/**
 * Stores the Content-Security-Policy violations browsers report for the sites' pages, in either
 * format: `report-uri` (one report) and the Reporting API (`report-to`, a batch whose other
 * report types are ignored). Answers 204 whatever was kept; bodies that are not reports get the
 * usual 4xx answers.
 */
export function cspReportRoutes({ database, site, clientIp, ipHashSalt }: CspReportRoutesOptions): Hono {
  return new Hono().post(
    '/',
    bodySizeLimit({
      maxSize: CSP_REPORT_MAX_BYTES,
      onError: (c) =>
        apiError(c, 413, 'payload_too_large', `The body is larger than ${CSP_REPORT_MAX_BYTES} bytes`),
    }),
    async (c) => {
      if (!acceptedContentType.test(c.req.header('content-type') ?? '')) {
        return apiError(
          c,
          415,
          'unsupported_media_type',
          'Send the report as application/csp-report or application/reports+json',
        );
      }
      let value: unknown;
      try {
        value = JSON.parse(await c.req.text());
      } catch {
        return validationError(c, [{ code: 'custom', message: 'Malformed JSON', path: [] }]);
      }
      const unstorable = unstorableJsonIssues(value);
      if (unstorable.length > 0) return validationError(c, unstorable);
      const parsed = cspReportBodySchema.safeParse(value);
      if (!parsed.success) return validationError(c, parsed.error.issues);
      const reported = violationsOf(parsed.data);
      if (!reported.ok) return validationError(c, reported.issues);
      const userAgent = c.req.header('user-agent');
      const hash = ipHash(clientIp(c), ipHashSalt);
      const rows = reported.violations.slice(0, MAX_REPORTS_PER_REQUEST).map((violation) => ({
        site: site ?? null,
        documentUrl: reportedAddress(violation.documentUrl),
        blockedUrl: violation.blockedUrl === undefined ? null : reportedAddress(violation.blockedUrl),
        effectiveDirective: truncated(violation.effectiveDirective, 100),
        disposition: violation.disposition === undefined ? null : truncated(violation.disposition, 20),
        sourceFile: violation.sourceFile === undefined ? null : reportedAddress(violation.sourceFile),
        lineNumber: violation.lineNumber ?? null,
        columnNumber: violation.columnNumber ?? null,
        sample: violation.sample ? truncated(violation.sample, 256) : null,
        userAgent: userAgent && isStorableText(userAgent) ? truncated(userAgent, 512) : null,
        ipHash: hash,
      }));
      if (rows.length > 0) await database.db.insert(cspReports).values(rows);
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    },
  );
}
