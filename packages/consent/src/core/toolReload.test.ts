import { describe, expect, it, vi } from 'vitest';
import { sampleProviders } from '../test/fakes';
import { NO_CONSENT_SIGNALS } from './consentSignals';
import { allScripts } from './scriptConsent';
import { reloadTools, type ToolHooks, type ToolReloadInput } from './toolReload';

function recordingTools(slugs: string[]) {
  const calls: string[] = [];
  const tools: Record<string, ToolHooks> = {};
  for (const slug of slugs) {
    tools[slug] = {
      always: () => calls.push(`always ${slug}`),
      activate: () => calls.push(`activate ${slug}`),
      deactivate: () => calls.push(`deactivate ${slug}`),
    };
  }
  return { calls, tools };
}

function input(overrides: Partial<ToolReloadInput>): ToolReloadInput {
  return {
    scripts: allScripts(sampleProviders()),
    setting: {},
    gpc: false,
    tools: {},
    signals: NO_CONSENT_SIGNALS,
    nonce: undefined,
    loaded: new Set(),
    onError: () => {},
    ...overrides,
  };
}

describe('reloadTools (SPEC §4)', () => {
  it.each<[string, string[], Record<string, boolean>, string[], string[]]>([
    ['not loaded, consent given -> activate', [], { ga: true }, ['always ga', 'activate ga'], ['ga']],
    ['not loaded, no consent -> nothing', [], { ga: false }, ['always ga'], []],
    ['loaded, consent gone -> deactivate', ['ga'], {}, ['always ga', 'deactivate ga'], []],
    ['loaded, consent kept -> nothing', ['ga'], { ga: true }, ['always ga'], ['ga']],
  ])('%s', (_, loadedBefore, setting, expectedCalls, loadedAfter) => {
    const { calls, tools } = recordingTools(['ga']);
    const loaded = reloadTools(input({ tools, setting, loaded: new Set(loadedBefore) }));
    expect(calls).toEqual(expectedCalls);
    expect([...loaded]).toEqual(loadedAfter);
  });

  it('always activates technical scripts and keeps marketing off under GPC', () => {
    const { calls, tools } = recordingTools(['session', 'facebook-pixel']);
    const loaded = reloadTools(input({ tools, setting: { 'facebook-pixel': true }, gpc: true }));
    expect(calls).toEqual(['always session', 'activate session', 'always facebook-pixel']);
    expect([...loaded]).toEqual(['session']);
  });

  it('passes the nonce and signals, and reports a failing hook without stopping the others', () => {
    const onError = vi.fn();
    const error = new Error('blocked');
    const seen: (string | undefined)[] = [];
    const tools: Record<string, ToolHooks> = {
      ga: {
        activate: () => {
          throw error;
        },
        deactivate: () => {},
      },
      clarity: { activate: (context) => seen.push(context.nonce), deactivate: () => {} },
    };
    const loaded = reloadTools(
      input({ tools, setting: { ga: true, clarity: true }, nonce: 'n0nce', onError }),
    );
    expect(onError).toHaveBeenCalledWith(error, 'ga');
    expect(seen).toEqual(['n0nce']);
    expect([...loaded]).toEqual(['clarity']);
  });

  it('tells the tools the signals of the setting when none are given', () => {
    const seen: unknown[] = [];
    const tools: Record<string, ToolHooks> = {
      ga: { always: (context) => seen.push(context.signals), activate: () => {}, deactivate: () => {} },
    };
    const scripts = [
      { slug: 'ga', category: 'statistical' as const },
      { slug: 'adform', category: 'marketing' as const },
    ];
    const { signals: _none, ...withoutSignals } = input({
      tools,
      scripts,
      setting: { ga: true, adform: true },
    });
    reloadTools(withoutSignals);
    reloadTools({ ...withoutSignals, gpc: true });
    expect(seen).toEqual([
      { statistical: true, marketing: true, heatmap: false, sklik: 1 },
      { statistical: true, marketing: false, heatmap: false, sklik: 0 },
    ]);
  });
});
