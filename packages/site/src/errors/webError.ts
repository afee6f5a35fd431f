/** Fired on `window` for problems worth logging; the tracking package forwards them. */
export const WEB_ERROR_EVENT = 'shop:web-error';

/** SPEC §8: silent client problems are reported with code 999. */
export const WEB_ERROR_CODE = 999;

export interface WebErrorReport {
  errMessage: string;
  errCode: number;
}

export function reportWebError(
  target: EventTarget,
  errMessage: string,
  errCode: number = WEB_ERROR_CODE,
): void {
  target.dispatchEvent(new CustomEvent<WebErrorReport>(WEB_ERROR_EVENT, { detail: { errMessage, errCode } }));
}
