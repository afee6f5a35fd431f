import { describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../test/fakes';
import { decodeBeat } from './beatCodec';
import { postBeat, postClientError, sendBeatOnExit } from './beatTransport';
import type { FetchLike } from './ports';
import type { TrackingEvent } from './trackingEvent';

const event: TrackingEvent = {
  action: 'LOADED',
  data: { path: '/' },
  sessionId: '1abcdefgh',
  clientTime: 5,
  site: 'sk',
  sequence: 1,
};

describe('postBeat', () => {
  it('posts the encoded beat as plain text with keepalive and credentials', async () => {
    const fetch = fakeFetch([204]);
    expect(await postBeat(fetch, '/beat', event)).toEqual({ ok: true, status: 204 });
    const [request] = fetch.requests;
    expect(request?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'include',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(decodeBeat(String(request?.init.body))).toEqual(event);
  });

  it('treats a non-OK status as a failure', async () => {
    expect(await postBeat(fakeFetch([503]), '/beat', event)).toEqual({
      ok: false,
      status: 503,
      message: 'Beat rejected with status 503',
    });
  });

  it("reports a network error with status 'unknown'", async () => {
    expect(await postBeat(fakeFetch([new TypeError('Failed to fetch')]), '/beat', event)).toEqual({
      ok: false,
      status: 'unknown',
      message: 'Failed to fetch',
    });
  });
});

describe('sendBeatOnExit', () => {
  it('uses a keepalive fetch when possible', async () => {
    const beacon = vi.fn(() => true);
    const sent = sendBeatOnExit(fakeFetch([200]), beacon, '/beat', event);
    expect(sent.via).toBe('fetch');
    expect(await sent.response).toEqual({ ok: true, status: 200 });
    expect(beacon).not.toHaveBeenCalled();
  });

  it('falls back to sendBeacon when fetch throws at once', () => {
    const throwing: FetchLike = () => {
      throw new TypeError('keepalive quota');
    };
    const beacon = vi.fn(() => true);
    expect(sendBeatOnExit(throwing, beacon, '/beat', event)).toEqual({ accepted: true, via: 'beacon' });
    expect(decodeBeat(String(beacon.mock.calls[0]?.at(1)))).toEqual(event);
  });

  it('reports a beat neither way accepted', () => {
    expect(sendBeatOnExit(undefined, () => false, '/beat', event)).toEqual({ accepted: false });
  });
});

describe('postClientError', () => {
  it('posts the log as JSON and swallows its own failure', async () => {
    const log = {
      site: 'sk',
      status: 'unknown' as const,
      message: 'x',
      url: 'u',
      userAgent: 'a',
      clientTime: 1,
    };
    const fetch = fakeFetch([200]);
    await postClientError(fetch, '/api/client-errors', log);
    expect(JSON.parse(String(fetch.requests[0]?.init.body))).toEqual(log);
    await expect(postClientError(fakeFetch([new Error('down')]), '/e', log)).resolves.toBeUndefined();
  });
});
