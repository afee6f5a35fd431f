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
export {
  type ConsentSettingLike,
  createToolLoaders,
  createToolReloader,
  signalsFromSetting,
  type ToolLoaders,
  type ToolLoadersOptions,
  type ToolReloader,
} from './loaders/toolLoaders';
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
  type ToolContextLike,
  type ToolGlobals,
  type ToolHooksLike,
  type ToolLoader,
  type ToolSignals,
  type ToolSlug,
  type ToolSpec,
  type TrackingIds,
} from './loaders/types';
