import type { ScriptDocument, ScriptElementLike } from '../scriptInjector';

export interface FakeScript extends ScriptElementLike {
  attributes: Map<string, string>;
  /** Fires the browser's `load` (after optionally defining the tool's globals). */
  load(): void;
  fail(): void;
}

/** A document whose `<script>` elements load or fail when the test says so. */
export function fakeDocument(): ScriptDocument & { scripts: FakeScript[] } {
  const scripts: FakeScript[] = [];
  return {
    scripts,
    createElement: () => {
      const attributes = new Map<string, string>();
      const script: FakeScript = {
        src: '',
        async: false,
        onload: null,
        onerror: null,
        attributes,
        setAttribute: (name, value) => {
          attributes.set(name, value);
        },
        load: () => (script.onload as (() => void) | null)?.(),
        fail: () => (script.onerror as (() => void) | null)?.(),
      };
      return script;
    },
    head: {
      appendChild: (node: never) => {
        scripts.push(node as FakeScript);
        return node;
      },
    },
  };
}
