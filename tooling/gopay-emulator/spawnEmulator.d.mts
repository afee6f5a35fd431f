export declare const emulatorAccount: {
  GOPAY_GOID: string;
  GOPAY_CLIENT_ID: string;
  GOPAY_CLIENT_SECRET: string;
};

export declare function spawnGopayEmulator(options: {
  port: number;
  host?: string;
  env?: Record<string, string>;
  stdio?: 'inherit' | 'ignore';
}): Promise<{
  url: string;
  pid: number | undefined;
  shopEnv: Record<string, string>;
  stop(): Promise<void>;
}>;
