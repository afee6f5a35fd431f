import { describe, expect, it } from 'vitest';
import { mergeContentSources, type TrackingIds, toolContentSources } from '../server';

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
