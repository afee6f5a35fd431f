import { describe, expect, it } from 'vitest';
import { mergeContentSources, type TrackingIds, toolContentSources } from '../server';
import { ALL_LOADERS } from './allLoaders';

/** Every tool of SPEC §7 configured. */
const everyTool: TrackingIds = {
  ga4: 'G-TEST1',
  adwords: 'AW-1',
  fbPixel: '1',
  adform: '1',
  seznamConversion: '1',
  retargeting: '1',
  brandRemarketing: 'brand',
  microsoftUet: '1',
  affiliateCampaign: '1',
  sessionRecorder: 'rec',
  chat: 'chat',
  rtbHouse: 'rtb',
  affiliate: true,
  postAffiliateAccount: 'nordlys',
  postAffiliateCampaign: 'c1',
  clarity: 'cl',
};

describe('toolContentSources', () => {
  it('allows nothing for a site without tools', () => {
    expect(toolContentSources({ affiliate: false })).toEqual({});
  });

  it('allows the hosts of the configured tools only', () => {
    const sources = toolContentSources({ ga4: 'G-TEST1', affiliate: false });
    expect(sources.connect).toContain('https://*.google-analytics.com');
    expect(sources.img).toContain('https://*.google-analytics.com');
    expect(JSON.stringify(sources)).not.toMatch(/facebook|clarity|smartsupp|doubleclick/);
  });

  it('reaches every tool of a config with all of them on', () => {
    const sources = toolContentSources(everyTool);
    expect(sources.connect).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://www.googleadservices.com',
        'https://www.facebook.com',
        'https://*.adform.net',
        'https://*.seznam.cz',
        'https://remarketing.naturamed.cz',
        'https://bat.bing.com',
        'https://ehub.cz',
        'https://*.smartlook.cloud',
        'wss://*.smartsupp.com',
        'https://*.creativecdn.com',
        'https://nordlys.postaffiliatepro.com',
        'https://*.clarity.ms',
      ]),
    );
    expect(sources.img).toEqual(
      expect.arrayContaining(['https://www.facebook.com', 'https://www.google.sk']),
    );
    expect(sources.frame).toEqual(
      expect.arrayContaining(['https://td.doubleclick.net', 'https://*.smartsuppchat.com']),
    );
  });

  it("lists the host of every configured tool's script, for a policy without a nonce", () => {
    const { script = [] } = toolContentSources(everyTool);
    /** A CSP host source (`https://host`, `https://*.host`) that allows the URL. */
    const allows = (source: string, url: URL) => {
      const { protocol, hostname } = new URL(source.replace('*.', 'wildcard.'));
      if (protocol !== url.protocol) return false;
      return source.includes('*.')
        ? url.hostname.endsWith(hostname.slice('wildcard'.length))
        : url.hostname === hostname;
    };
    const configured = ALL_LOADERS.flatMap((loader) => loader.configure(everyTool) ?? []);
    expect(configured.length).toBe(ALL_LOADERS.length);
    for (const spec of configured) {
      const url = new URL(spec.src);
      expect(
        script.some((source) => allows(source, url)),
        spec.src,
      ).toBe(true);
    }
    expect(script).toEqual(
      expect.arrayContaining(['https://*.googletagmanager.com', 'https://*.clarity.ms']),
    );
    // www.googletagmanager.com, gtag's own host, is covered by the wildcard.
    expect(toolContentSources({ ga4: 'G-TEST1', affiliate: false }).script).toEqual([
      'https://*.googletagmanager.com',
    ]);
    expect(toolContentSources({ microsoftUet: '1', affiliate: false }).script).toEqual([
      'https://bat.bing.com',
    ]);
  });

  it('reports each host once, sorted', () => {
    const { connect = [] } = toolContentSources(everyTool);
    expect(connect).toEqual([...new Set(connect)].sort());
  });
});

describe('mergeContentSources', () => {
  it('joins the hosts of each directive', () => {
    expect(
      mergeContentSources({ frame: ['https://b.test'] }, { frame: ['https://a.test', 'https://b.test'] }),
    ).toEqual({
      frame: ['https://a.test', 'https://b.test'],
    });
  });
});
