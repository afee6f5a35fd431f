export interface Visitor {
  cookies: Record<string, string>;
  localStorage: Record<string, string>;
}

export interface ComparisonVariant {
  name: 'first-visit' | 'returning' | 'no-tracking';
  label: string;
  storedConsent: boolean;
  stubTracking: boolean;
}

export interface Comparison {
  issue: number;
  name: 'consent' | 'tracking';
  feature: string;
  cause: string;
  before: ComparisonVariant['name'];
  after: ComparisonVariant['name'];
}

export interface TimeLimit {
  ms: number;
  share: number;
}

export interface RunEvidence {
  trackingChunkBytes: number | undefined;
  beats: number;
  trackingRedirect: boolean;
  sameAddress: boolean;
  lcpElement: string;
}

export interface RunSummary {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface VariantSummary {
  name: string;
  label: string;
  runs: number;
  median: RunSummary;
  /** Each run's TBT, in run order. */
  tbtRunsMs: number[];
  evidence: RunEvidence[];
}

export interface ConsentBarState {
  firstPaint: { barVisible: boolean; marked: boolean };
  settled: { barVisible: boolean; barCount: number };
}

export interface ConsentBarCheck {
  variant: string;
  expectVisible: boolean;
  state?: ConsentBarState;
  problem?: string;
}

export interface SiteComparison {
  app: string;
  variants: VariantSummary[];
  consentBar?: ConsentBarCheck[];
}

export interface Delta {
  metric: 'CLS' | 'LCP' | 'TBT';
  delta: number;
  limit: number;
  ok: boolean;
  twoSided?: boolean;
}

export interface BudgetCheck {
  budget: string;
  value: string | number;
  ok: boolean;
}

export interface ConsentRecord {
  setting: Record<string, boolean>;
  savedAt: number;
  ids: string[];
  offered: string[];
}

export interface ProviderLike {
  scripts?: { slug: string; category: string }[];
}

export const CONSENT_STORAGE_KEY: string;
export const TRACKING_ID_COOKIE: string;
export const TRACKING_CHUNK: RegExp;
export const STUB_MAX_BYTES: number;
export const tolerances: { cls: number; lcp: TimeLimit; tbt: TimeLimit };
export const COMPARISON_VARIANTS: ComparisonVariant[];
export const COMPARISONS: Comparison[];

export function timeTolerance(limit: TimeLimit, baseMs: number): number;
export function onlyNecessaryConsentRecord(providers: ProviderLike[], savedAt: number): ConsentRecord;
export interface VisitorContext {
  trackingId: string;
  providers: ProviderLike[];
  now: number;
}
export function firstVisitor(): Visitor;
export function returningVisitor(context: VisitorContext): Visitor;
export function visitorOf(variant: ComparisonVariant, context: VisitorContext): Visitor;
export function requestEvidence(lhr: unknown): RunEvidence;
export function variantSummary(
  variant: ComparisonVariant,
  runs: { summary: RunSummary; evidence: RunEvidence }[],
): VariantSummary;
export function evidenceProblems(variant: ComparisonVariant, evidence: RunEvidence[]): string[];
export function consentBarProblem(expectVisible: boolean, state: ConsentBarState): string | undefined;
export function comparisonDeltas(
  comparison: Comparison,
  before: VariantSummary,
  after: VariantSummary,
): Delta[];
export function comparisonChecks(comparisons: SiteComparison[] | undefined): BudgetCheck[];
export function renderComparisons(results: {
  lighthouseRuns: number;
  lighthouseComparisons?: SiteComparison[];
  lighthouseComparisonsError?: string;
}): string;
