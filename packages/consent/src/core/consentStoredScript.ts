import { CONSENT_STORAGE_KEY } from './consentRecord';

/** Set on `<html>` (value `stored`) by `consentStoredInlineScript` when the visitor has chosen before. */
export const CONSENT_STORED_ATTRIBUTE = 'data-shop-consent';

/**
 * Inline JavaScript for server-rendered pages: the server cannot read localStorage, so it renders the
 * bar for everyone, and this script, placed before the bar, marks `<html>` for visitors with a stored
 * choice so the bar's stylesheet keeps the server-rendered bar hidden from the first paint. The store
 * shows the bar again after hydration if the stored choice no longer covers the provider list. Put it
 * in a `<script nonce>` when a CSP is in force.
 */
export function consentStoredInlineScript(storageKey: string = CONSENT_STORAGE_KEY): string {
  return [
    `try{var r=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||'null');`,
    `if(r&&typeof r.setting==='object'&&r.setting!==null)`,
    `document.documentElement.setAttribute('${CONSENT_STORED_ATTRIBUTE}','stored')}catch(e){}`,
  ].join('');
}
