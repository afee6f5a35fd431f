export declare const ORDER_POST_TARGET_P95_MS: number;

export interface OrderPostRun {
  total: number;
  statuses: Record<string, number>;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface OrderPostResult {
  database: string;
  concurrency: number;
  warmUpOrders: number;
  steady: OrderPostRun;
  cold: OrderPostRun;
}

export interface OrderPostResults {
  orderPost?: OrderPostResult;
  orderPostError?: string;
}

export declare function measureOrderPost(options: {
  serverEntry: string;
  skPort: number;
  czPort: number;
  total?: number;
  concurrency?: number;
  coldOrders?: number;
  warmUpOrders?: number;
}): Promise<OrderPostResult>;

export declare function orderPostCheck(
  results: OrderPostResults,
): { budget: string; value: string; ok: boolean } | undefined;

export declare function renderOrderPost(results: OrderPostResults): string;
