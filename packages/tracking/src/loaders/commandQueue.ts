import type { ToolGlobals } from './types';

export type Command = (...args: unknown[]) => void;

/**
 * gtag.js reads its commands from `dataLayer` only as `arguments` objects, so the entry is built
 * exactly as Google's own `function gtag(){dataLayer.push(arguments)}` does.
 */
function gtagEntry(..._command: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: gtag.js recognises commands only as `arguments` objects
  return arguments;
}

/** `window.gtag`, created over `window.dataLayer` when the page has none yet. */
export function ensureGtag(win: ToolGlobals): Command {
  win.dataLayer ??= [];
  const dataLayer = win.dataLayer as { push(...items: unknown[]): unknown };
  if (typeof win.gtag !== 'function') {
    win.gtag = (...command: unknown[]) => {
      dataLayer.push(gtagEntry(...command));
    };
  }
  return win.gtag as Command;
}

/**
 * A global command function that queues its calls in `queueKey` until the real script replaces
 * it (the snippet pattern of Smartlook, Smartsupp and Clarity).
 */
export function ensureQueuedCommand(win: ToolGlobals, name: string, queueKey: string): Command {
  if (typeof win[name] !== 'function') {
    const queue: unknown[][] = [];
    const command = Object.assign((...args: unknown[]) => queue.push(args), { [queueKey]: queue });
    win[name] = command;
  }
  return win[name] as Command;
}

/** Calls a global command when the tool defines it. */
export function callCommand(win: ToolGlobals, name: string, ...args: unknown[]): void {
  const command = win[name];
  if (typeof command === 'function') (command as Command)(...args);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
