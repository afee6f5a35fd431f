import { describe, expect, it } from 'vitest';
import { withTrackingStubbedOut } from './trackingStubProxy.mjs';

async function moduleOf(source) {
  return import(`data:text/javascript,${encodeURIComponent(source)}`);
}

describe('withTrackingStubbedOut', () => {
  const chunk =
    'let started=0;function t(){started+=1;return"tracker"}function e(){return"record"}' +
    'export{e as a,t as default,e as r};';

  it('replaces the default export by a component that renders nothing and starts nothing', async () => {
    const stubbed = await moduleOf(withTrackingStubbedOut(chunk));
    expect(stubbed.default()).toBeNull();
  });

  it('keeps every other export, which other chunks import', async () => {
    const stubbed = await moduleOf(withTrackingStubbedOut(chunk));
    expect(stubbed.a()).toBe('record');
    expect(stubbed.r()).toBe('record');
    expect(Object.keys(stubbed).sort()).toEqual(['a', 'default', 'r']);
  });

  it('refuses a chunk it cannot stub, so a measurement never runs with tracking by mistake', () => {
    expect(() => withTrackingStubbedOut('export{e as a};')).toThrow(/no default export/);
    expect(() => withTrackingStubbedOut('export default function x(){}')).toThrow(/export list/);
  });
});
