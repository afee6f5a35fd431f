import type { Site } from '@shop/contracts';
import { formatMoney, interpolate, type LazyMessages } from '@shop/i18n';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '../api/cspReports';
import type { SandboxPayment } from './sandboxGateway';

export type SandboxPageState =
  | { kind: 'open'; payment: SandboxPayment; error?: boolean }
  | { kind: 'completed'; payment: SandboxPayment }
  | { kind: 'not-found' };

export interface SandboxPageOptions {
  site: Site;
  messages: LazyMessages['paymentGateway'];
  /** Allows the page's one `<style>` element under the site's CSP. */
  nonce: string;
  /** Where the buttons post to. */
  action: string;
}

/**
 * The sandbox page's CSP: its one nonced `<style>`, the empty `data:` icon, and the form posting
 * back to this origin (which redirects within it); nothing else loads, runs or frames it.
 * Violations go to the same report endpoint as the sites' pages' (`Reporting-Endpoints` is set
 * with the page).
 */
export function sandboxPagePolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    'img-src data:',
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => escapes[character]!);
}

const styles = `
body{margin:0;font-family:system-ui,sans-serif;color:#1d1d1b;background:#f4f4f4}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-top:6px solid #c8102e}
.notice{padding:.75rem;border:2px dashed #c8102e;background:#fff5f6}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dd{margin:0;font-weight:700}
form{display:flex;flex-direction:column;gap:.75rem}
fieldset{border:0;padding:0;margin:0;display:flex;flex-direction:column;gap:.75rem}
legend{margin-bottom:.75rem}
button{font:inherit;padding:.75rem 1rem;border:2px solid #c8102e;background:#fff;color:#1d1d1b;cursor:pointer}
button[value=paid]{background:#c8102e;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #1d1d1b;outline-offset:2px}
.error{color:#a00d25;font-weight:700}
`;

/**
 * The sandbox gateway's page: a plain HTML form whose buttons post the chosen outcome, so it
 * works without JavaScript and needs no inline script.
 */
export function renderSandboxPage(state: SandboxPageState, options: SandboxPageOptions): string {
  const { messages: t, site } = options;
  const lang = site === 'sk' ? 'sk' : 'cs';
  let body: string;
  if (state.kind === 'not-found') {
    body = `<p>${escapeHtml(t.notFound)}</p><p><a href="/">${escapeHtml(t.backToShop)}</a></p>`;
  } else {
    const { payment } = state;
    const amount = formatMoney(lang, payment.amount / 100, payment.currency);
    const orderNumber = interpolate(t.orderNumber, { orderNumber: payment.orderNumber });
    const details = `<p>${escapeHtml(orderNumber)}</p><dl><dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd></dl>`;
    if (state.kind === 'completed') {
      const done = payment.status === 'paid' ? t.completedPaid : t.completedCancelled;
      body = `${details}<p role="status">${escapeHtml(done)}</p><p><a href="/">${escapeHtml(t.backToShop)}</a></p>`;
    } else {
      const error = state.error ? `<p class="error" role="alert">${escapeHtml(t.badChoice)}</p>` : '';
      body = `${details}${error}<form method="post" action="${escapeHtml(options.action)}"><fieldset><legend>${escapeHtml(t.choose)}</legend><button type="submit" name="result" value="paid">${escapeHtml(interpolate(t.pay, { amount }))}</button><button type="submit" name="result" value="cancelled">${escapeHtml(t.cancel)}</button><button type="submit" name="result" value="pending">${escapeHtml(t.leavePending)}</button></fieldset></form>`;
    }
  }
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title><link rel="icon" href="data:,"><style nonce="${escapeHtml(options.nonce)}">${styles}</style></head><body><main><h1>${escapeHtml(t.title)}</h1><p class="notice">${escapeHtml(t.sandboxNotice)}</p>${body}</main></body></html>`;
}
