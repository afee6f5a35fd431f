export interface SlowPhoneRow {
  app: string;
  route: string;
  page?: string;
  documents: number;
  jsGzip: number;
  scripts: number;
  cls: number;
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
