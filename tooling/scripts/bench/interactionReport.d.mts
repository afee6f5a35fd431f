import type { BudgetCheck } from './report.mjs';

export declare const INTERACTION_GOAL_MS: number;

/** A record the page hands over (`interactionRecorder.mjs`), on the clock of its document. */
export interface InteractionRecord {
  kind: 'target' | 'event' | 'first-input' | 'long-animation-frame' | 'inp';
  timeOrigin: number;
  [field: string]: unknown;
}

export interface Interaction {
  /** ms since the epoch. */
  start: number;
  type: 'keyboard' | 'pointer';
  events: string[];
  duration: number;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
  target: string;
}

export interface FlowStep {
  label: string;
  kind: 'field' | 'choice' | 'step';
  inputs?: number;
  /** ms since the epoch, on the page's clock. */
  from: number;
}

export interface StepRow {
  label: string;
  kind: FlowStep['kind'];
  inputs?: number;
  reported: number;
  worst?: Interaction;
}

export interface ScriptDuring {
  invoker?: string;
  invokerType?: string;
  source: string;
  duration: number;
  forcedStyleAndLayout: number;
  startOffset: number;
}

export interface FramesDuring {
  frames: Array<{ startOffset: number; duration: number; blockingDuration: number }>;
  scripts: ScriptDuring[];
}

export interface FlowResult {
  app: string;
  path: string;
  earlyTap?: { tapAfterPaintMs: number };
  rows: StepRow[];
  worst?: Interaction & FramesDuring & { step?: string };
  inp?: InteractionRecord;
  reported: number;
}

export interface InteractionResults {
  interactions?: { keyDelayMs: number; loadAverage?: number; runs: FlowResult[]; errors?: string[] };
  interactionsError?: string;
}

export declare function interactionsOf(records: InteractionRecord[]): Interaction[];
export declare function worstInteraction<T extends { duration: number }>(interactions: T[]): T | undefined;
export declare function stepRows(steps: FlowStep[], interactions: Interaction[]): StepRow[];
export declare function scriptsDuring(
  interaction: Interaction,
  frames: InteractionRecord[],
  limit?: number,
): FramesDuring;
export declare function lastInp(records: InteractionRecord[]): InteractionRecord | undefined;
export declare function flowResult(visit: {
  app: string;
  path: string;
  steps: FlowStep[];
  earlyTap?: { tapAfterPaintMs: number };
  records: InteractionRecord[];
}): FlowResult;
export declare function interactionChecks(results: InteractionResults): BudgetCheck[];
export declare function phaseBreakdown(interaction: {
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
}): string;
export declare function renderInteractions(results: InteractionResults): string;
