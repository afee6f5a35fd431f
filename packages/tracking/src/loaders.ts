// The hooks the loaders are, in the shape a consent manager's tool reload runs.
export type { ConsentSignals, ToolContext, ToolHooks, ToolScript } from '@shop/contracts/browser';
export { ALL_LOADERS } from './loaders/allLoaders';
export {
  type Command,
  ensureGtag,
  ensureQueuedCommand,
} from './loaders/commandQueue';
export {
  type InjectScriptOptions,
  injectScript,
  SCRIPT_LOAD_TIMEOUT_MS,
  type ScriptDocument,
  type ScriptElementLike,
  scriptLoadError,
  scriptTimeoutError,
} from './loaders/scriptInjector';
export { createToolLoaders, type ToolLoaders, type ToolLoadersOptions } from './loaders/toolLoaders';
export { ADFORM_ABANDON_MS, adformLoader } from './loaders/tools/adform';
export { clarityLoader } from './loaders/tools/clarity';
export { ehubLoader } from './loaders/tools/ehub';
export { facebookPixelLoader } from './loaders/tools/facebookPixel';
export { gaLoader } from './loaders/tools/ga';
export { googleRemarketingLoader } from './loaders/tools/googleRemarketing';
export { microsoftLoader } from './loaders/tools/microsoft';
export { naturamedRemarketingLoader } from './loaders/tools/naturamedRemarketing';
export { type AffiliateSale, postAffiliateLoader } from './loaders/tools/postAffiliate';
export { rtbHouseLoader } from './loaders/tools/rtbHouse';
export {
  SEZNAM_SCRIPT_URL,
  type SeznamIdentity,
  seznamConversionLoader,
  seznamRetargetingLoader,
} from './loaders/tools/seznam';
export { smartlookLoader } from './loaders/tools/smartlook';
export { smartsuppLoader } from './loaders/tools/smartsupp';
export {
  type LoaderEnv,
  TOOL_SLUGS,
  type ToolCategory,
  type ToolGlobals,
  type ToolLoader,
  type ToolSlug,
  type ToolSpec,
  type TrackingIds,
} from './loaders/types';
