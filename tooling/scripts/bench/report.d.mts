/** The element of a largest contentful paint; `size` is the painted area in px². */
export interface LcpElement {
  tag: string;
  id: string;
  className: string;
  text: string;
  url: string;
  size: number;
  box?: { width: number; height: number };
}

export interface SlowPhoneRow {
  app: string;
  route: string;
  page?: string;
  documents: number;
  jsGzip: number;
  scripts: number;
  cls: number;
  lcpMs?: number;
  lcpElement?: LcpElement;
}

export interface BudgetCheck {
  budget: string;
  value: string | number;
  ok: boolean;
}

export declare const PAGE_BUDGETS: Record<
  'order' | 'content',
  { performance: number; tbtMs: number; jsGzip: number }
>;
export declare const KEY_PAGES: Array<{
  name: string;
  path: (app: string) => string;
  kind: 'order' | 'content';
}>;
export declare const RENDERED_ROUTES: string[];
export declare function slowPhoneChecks(
  slowPhone: { firstVisit: SlowPhoneRow[]; returning: SlowPhoneRow[] } | undefined,
): BudgetCheck[];
