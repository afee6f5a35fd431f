import type { Agent } from 'node:http';

export interface LoadRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadSample {
  status: number;
  ms: number;
}

export interface ClosedLoopResult {
  /** One per request, in the order the requests were given. */
  samples: LoadSample[];
  seconds: number;
  connections: number;
}

export declare function closedLoop(options: {
  agent: Agent;
  requests: LoadRequest[];
  concurrency: number;
}): Promise<ClosedLoopResult>;

export declare function statusCounts(samples: LoadSample[]): Record<string, number>;
