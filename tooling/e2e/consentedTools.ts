import type { PageIssues } from './fixtures';

/**
 * Accepting consent loads the consented tools from their vendors, which the test context blocks:
 * those blocked requests and their console errors are expected, not page problems.
 */
export function allowConsentedTools(pageIssues: PageIssues): void {
  pageIssues.allow(/^https:\/\/(?!127\.0\.0\.1)/);
  pageIssues.allow(/ERR_BLOCKED_BY_CLIENT/);
}
