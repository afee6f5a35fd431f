import type { ToolContext } from '@shop/contracts/browser';
import { type CookieCategory, type TrackedScriptSlug, trackedScriptSlugs } from '@shop/contracts/vocabulary';
import type { Timers } from '../core/ports';
import type { ScriptDocument } from './scriptInjector';

/** The tracked script slugs, one loader each. */
export { trackedScriptSlugs as TOOL_SLUGS };
export type ToolSlug = TrackedScriptSlug;

/** Cookie categories a tool can belong to (technical tools need no consent and no loader). */
export type ToolCategory = Exclude<CookieCategory, 'technical'>;

/** The tool ids of a site (the shops keep them in their website config); a tool without its id never loads. */
export interface TrackingIds {
  ga4?: string | undefined;
  adwords?: string | undefined;
  fbPixel?: string | undefined;
  adform?: string | undefined;
  seznamConversion?: string | undefined;
  retargeting?: string | undefined;
  brandRemarketing?: string | undefined;
  microsoftUet?: string | undefined;
  affiliateCampaign?: string | undefined;
  sessionRecorder?: string | undefined;
  chat?: string | undefined;
  rtbHouse?: string | undefined;
  affiliate?: boolean | undefined;
  postAffiliateAccount?: string | undefined;
  postAffiliateCampaign?: string | undefined;
  clarity?: string | undefined;
}

/** Globals the third-party tools read and write (`window` in a browser). */
export type ToolGlobals = Record<string, unknown>;

/** Everything a loader touches, passed in so loaders run under fakes in tests. */
export interface LoaderEnv {
  window: ToolGlobals;
  document: ScriptDocument;
  timers: Timers;
  location(): { pathname: string; href: string };
  /** Reports a failure with code 999 (`tracker.webError`). */
  report(errMessage: string, errors?: unknown): void;
  /** Used when the tool reload passes no nonce. */
  nonce?: string | undefined;
}

/** One configured tool: its script and what it does around loading it. */
export interface ToolSpec {
  slug: ToolSlug;
  /** Used in 'Failed to load script: {name}' and '{name} load timeout'. */
  name: string;
  src: string;
  /** Time allowed to load; the injector's 15 s unless a tool is abandoned sooner. */
  timeoutMs?: number;
  /** The code-999 message when loading fails; the injector's message otherwise. */
  loadFailure?: string;
  /** Before the script is inserted: the queues and settings it reads when it starts. */
  prepare?(env: LoaderEnv, context: ToolContext): void;
  /** After the script loaded, and again whenever consent comes back. */
  start?(env: LoaderEnv, context: ToolContext): void;
  /** Consent withdrawn: tell the loaded tool to stop collecting. */
  stop?(env: LoaderEnv, context: ToolContext): void;
  /** Every consent change, whatever the consent (e.g. the heat-map consent flag). */
  always?(env: LoaderEnv, context: ToolContext): void;
}

/** A loader: its slug and category, and its spec when the site configured the ids it needs. */
export interface ToolLoader {
  slug: ToolSlug;
  category: ToolCategory;
  configure(ids: TrackingIds): ToolSpec | undefined;
}
