export declare const emulatorLabel: string;

export interface EmulatorSwitches {
  /** Share (0..1) of notifications never sent. */
  dropNotifications: number;
  /** Share (0..1) of API calls answered 500. */
  failRate: number;
  /** Wait before each API call is answered. */
  delayMs: number;
  /** After this many seconds a pending payment times out (0: never). */
  timeoutS: number;
}

export interface GopayEmulatorOptions extends Partial<EmulatorSwitches> {
  clientId?: string;
  clientSecret?: string;
  goid?: string | number;
  /** Where browsers reach the emulator: the base of `gw_url`. */
  publicUrl?: string;
  tokenTtlS?: number;
  notifyAttempts?: number;
  notifyRetryMs?: number;
  random?: () => number;
  now?: () => number;
  /** Calls a notification URL; the global fetch by default. */
  notify?: (url: string) => Promise<Response>;
}

export interface EmulatedPayment {
  id: number;
  order_number: string;
  state: string;
  amount: number;
  currency: string;
  gw_url: string;
  lang: 'SK' | 'CS';
  callback: { return_url: string; notification_url: string };
  [key: string]: unknown;
}

export interface GopayEmulator {
  handle(request: Request): Promise<Response>;
  sweep(): void;
  readonly stats: {
    tokens: number;
    created: number;
    statusCalls: number;
    failed: number;
    notificationsSent: number;
    notificationsDropped: number;
    notificationAttempts: number;
  };
  payment(id: string | number): EmulatedPayment | undefined;
  settled(): Promise<void>;
}

export declare function createGopayEmulator(options?: GopayEmulatorOptions): GopayEmulator;
export declare function emulatorSwitchesFromEnv(env: Record<string, string | undefined>): EmulatorSwitches;
