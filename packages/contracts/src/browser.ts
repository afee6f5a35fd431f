// Browser helpers the packages share: one cookie jar, one key-value storage and the names of the
// events they fire, and the hooks a consent manager runs its tools through. Like the vocabulary it imports nothing (no zod, no React), and touches no
// browser global until a function is called.
export {
  type CookieJar,
  type CookieOptions,
  documentCookieJar,
  parseCookie,
  serializeCookie,
} from './browser/cookieJar';
export {
  CONSENT_CHANGE_EVENT,
  CONSENT_DELETE_EVENT,
  CONSENT_OPEN_EVENT,
  DEVICE_IDENTIFIED_EVENT,
} from './browser/events';
export type {
  ConsentSignals,
  ToolContext,
  ToolHooks,
  ToolRegistry,
  ToolScript,
} from './browser/toolHooks';
export { type KeyValueStorage, memoryStorage, safeStorage } from './browser/webStorage';
