import type { LcpElement, SlowPhoneRow } from './report.mjs';

export declare const LCP_PAGES: string[];
export declare function describeLcpElement(element: LcpElement | undefined): string;
export declare function lcpRows(
  slowPhone: { firstVisit: SlowPhoneRow[] } | undefined,
): Array<{ app: string; route: string; lcpMs?: number; element?: LcpElement }>;
export declare function renderLcp(results: { slowPhone?: { firstVisit: SlowPhoneRow[] } }): string;
