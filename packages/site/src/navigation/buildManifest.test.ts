import { describe, expect, it, vi } from 'vitest';
import { buildManifestUrl, createRouteRuleSource, fetchBuildManifest } from './buildManifest';
import type { RouteRules } from './routeRules';

const rules: RouteRules = { '/objednat': { redirect: { to: '/objednavka', statusCode: 301 } } };

function answering(body: unknown, status = 200) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
}

describe('fetchBuildManifest', () => {
  it("reads the route rules from the build's own manifest", async () => {
    const fetchFn = answering({ id: 'b1', routeRules: rules });
    await expect(fetchBuildManifest(fetchFn, 'b1')).resolves.toEqual(rules);
    expect(fetchFn).toHaveBeenCalledWith('/_build/meta/b1.json', expect.anything());
    expect(buildManifestUrl('a/b')).toBe('/_build/meta/a%2Fb.json');
  });

  it('reads a missing, failed or malformed manifest as unknown', async () => {
    await expect(fetchBuildManifest(answering({}, 404), 'b1')).resolves.toBeNull();
    await expect(fetchBuildManifest(answering({ id: 'b1' }), 'b1')).resolves.toBeNull();
    await expect(
      fetchBuildManifest(answering({ routeRules: { '/a': { redirect: { to: 5 } } } }), 'b1'),
    ).resolves.toBeNull();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(fetchBuildManifest(offline, 'b1')).resolves.toBeNull();
  });
});

describe('createRouteRuleSource', () => {
  it('needs no rules for the page the server rendered, and loads nothing for it', () => {
    const load = vi.fn(async () => rules);
    const source = createRouteRuleSource(load, '/blog');
    expect(source.rulesFor('/blog')).toEqual({});
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the manifest once, whether prefetched or asked for by a navigation', async () => {
    const load = vi.fn(async () => rules);
    const source = createRouteRuleSource(load, '/');
    source.prefetch();
    await expect(source.rulesFor('/objednat')).resolves.toEqual(rules);
    expect(source.rulesFor('/blog')).toEqual(rules);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed manifest again at the next navigation', async () => {
    const load = vi
      .fn<() => Promise<RouteRules | null>>()
      .mockResolvedValueOnce(null)
      .mockResolvedValue(rules);
    const source = createRouteRuleSource(load, '/');
    await expect(source.rulesFor('/objednat')).resolves.toBeNull();
    await expect(source.rulesFor('/objednat')).resolves.toEqual(rules);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
