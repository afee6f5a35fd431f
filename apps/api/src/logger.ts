import { errorForLog } from './errorForLog';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every line. */
  child(fields: LogFields): Logger;
}

export interface LoggerOptions {
  /** Defaults to `LOG_LEVEL`, else `silent` under Vitest and `info` otherwise. */
  level?: LogLevel;
  /** Receives each finished JSON line; defaults to stdout. */
  write?: (line: string) => void;
  fields?: LogFields;
}

const severity: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export function isLogLevel(value: string | undefined): value is LogLevel {
  return value !== undefined && value in severity;
}

function defaultLevel(): LogLevel {
  const fromEnv = process.env.LOG_LEVEL;
  if (isLogLevel(fromEnv)) return fromEnv;
  return process.env.VITEST ? 'silent' : 'info';
}

/**
 * Errors do not serialise to JSON on their own; keep what helps someone reading the log, and
 * none of the personal data a failed query carries (`errorForLog`).
 */
function serialise(value: unknown): unknown {
  return value instanceof Error ? errorForLog(value) : value;
}

/** A structured logger writing one JSON object per line. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? defaultLevel();
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const base = options.fields ?? {};

  const log = (lineLevel: Exclude<LogLevel, 'silent'>, message: string, fields: LogFields = {}) => {
    if (severity[lineLevel] < severity[level]) return;
    const entry: LogFields = { time: new Date().toISOString(), level: lineLevel, msg: message };
    for (const [key, value] of Object.entries({ ...base, ...fields })) entry[key] = serialise(value);
    write(JSON.stringify(entry));
  };

  return {
    debug: (message, fields) => log('debug', message, fields),
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
    child: (fields) => createLogger({ level, write, fields: { ...base, ...fields } }),
  };
}
