// These category and slug names are the shop's vocabulary; this package exported them before it was shared.

// The shared browser helpers, exported here as before they were shared.
export { type CookieJar, documentCookieJar } from '@shop/contracts/browser';
export {
  type CookieCategory,
  cookieCategories as COOKIE_CATEGORIES,
  type TrackedScriptSlug,
  trackedScriptSlugs as TRACKED_SCRIPT_SLUGS,
} from '@shop/contracts/vocabulary';
export { CONSENT_BAR_SIZE_PROPERTY, publishBarSize } from './core/barSize';
export {
  type CheckboxState,
  categoryCheckbox,
  initialSelection,
  isSelected,
  providerCheckbox,
  scriptCheckbox,
  toggleCategory,
  toggleProvider,
  toggleScript,
} from './core/checkboxRules';
export type { CategoryChoice, ConsentChoice } from './core/consentChoice';
export {
  CONSENT_CHANGE_EVENT,
  CONSENT_DELETE_EVENT,
  CONSENT_OPEN_EVENT,
  type ConsentChangeDetail,
  type ConsentDeleteDetail,
  type ConsentEventTarget,
  type ConsentSource,
} from './core/consentEvents';
export {
  CONSENT_WAIT_FOR_UPDATE_MS,
  type ConsentModeState,
  type ConsentModeValue,
  consentDefaultsInlineScript,
  consentModeState,
  type DataLayer,
  writeConsentDefaults,
  writeConsentUpdate,
} from './core/consentMode';
export {
  CONSENT_STORAGE_KEY,
  type ConsentRecord,
  type ConsentSetting,
  type ConsentStorage,
  readConsentRecord,
} from './core/consentRecord';
export { consentRecordSchema } from './core/consentRecordSchema';
export { type ConsentSignals, consentSignals, scriptSignals } from './core/consentSignals';
export {
  type ConsentSnapshot,
  type ConsentStore,
  type ConsentStoreOptions,
  createConsentStore,
  type DenyResult,
  type SocialPixelConsent,
} from './core/consentStore';
export { CONSENT_STORED_ATTRIBUTE, consentStoredInlineScript } from './core/consentStoredScript';
export {
  type ConsentBarTexts,
  type ConsentCategoryTexts,
  type ConsentDialogTexts,
  mergeTexts,
  type PartialConsentTexts,
} from './core/consentTexts';
export { findNewScripts, shouldShowDialog } from './core/dialogVisibility';
export { type ParseProvidersResult, parseProviders } from './core/parseProviders';
export { buildProofOfConsent, type ProofOfConsent, providersHash } from './core/proofOfConsent';
export {
  type Cookie,
  type CookieProvider,
  cookieProviderSchema,
  cookieProvidersSchema,
  cookieSchema,
  type Script,
  scriptSchema,
} from './core/providerSchema';
export {
  reloadTools,
  type ToolContext,
  type ToolHooks,
  type ToolRegistry,
  type ToolReloadInput,
  type ToolScript,
} from './core/toolReload';
