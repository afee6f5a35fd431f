import type { Timers } from '../core/ports';

/** How long a third-party script may take before it counts as failed. */
export const SCRIPT_LOAD_TIMEOUT_MS = 15_000;

/** The part of a `<script>` element the injector touches. */
export interface ScriptElementLike {
  src: string;
  async: boolean;
  nonce?: string;
  onload: ((this: never, event: never) => unknown) | null;
  onerror: ((this: never, event: never) => unknown) | null;
  setAttribute(name: string, value: string): void;
}

/** The part of `document` the injector touches, so tests pass a fake one. */
export interface ScriptDocument {
  createElement(tagName: 'script'): ScriptElementLike;
  head: { appendChild(node: never): unknown };
}

export interface InjectScriptOptions {
  /** Tool name used in the failure messages. */
  name: string;
  src: string;
  /** CSP nonce the script must carry to run under the site's policy. */
  nonce?: string | undefined;
  timers: Timers;
  timeoutMs?: number;
}

export function scriptLoadError(name: string): Error {
  return new Error(`Failed to load script: ${name}`);
}

export function scriptTimeoutError(name: string): Error {
  return new Error(`${name} load timeout`);
}

/**
 * Appends an async `<script>` and settles when it loads; rejects (`Failed to load script: {name}` or
 * `{name} load timeout`) when the browser reports an error or the script has not loaded within the
 * timeout (15 s by default).
 */
export function injectScript(doc: ScriptDocument, options: InjectScriptOptions): Promise<void> {
  const { name, timers } = options;
  return new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      timers.clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (error) reject(error);
      else resolve();
    };
    const timer = timers.setTimeout(
      () => settle(scriptTimeoutError(name)),
      options.timeoutMs ?? SCRIPT_LOAD_TIMEOUT_MS,
    );
    script.async = true;
    if (options.nonce) {
      script.nonce = options.nonce;
      script.setAttribute('nonce', options.nonce);
    }
    script.setAttribute('data-tool', name);
    script.onload = () => settle();
    script.onerror = () => settle(scriptLoadError(name));
    script.src = options.src;
    doc.head.appendChild(script as never);
  });
}
