import { describe, expect, it } from 'vitest';
import { siteContentSources } from './siteContentSources';

describe('the carrier widgets in the site content sources', () => {
  it('lets the Packeta map frame and the PPL widget reach its host when their keys are set', () => {
    const sources = siteContentSources({
      affiliate: false,
      parcelService: 'nordlys-sk-parcel',
      pplWidget: 'nordlys-sk-ppl',
    });
    expect(sources.frame).toEqual(['https://widget.packeta.com']);
    expect(sources.script).toEqual(['https://widget.packeta.com', 'https://www.ppl.cz']);
    expect(sources.connect).toEqual(['https://www.ppl.cz']);
    expect(sources.img).toEqual(['https://www.ppl.cz']);
  });

  it('allows neither widget without its key', () => {
    expect(siteContentSources({ affiliate: false })).toEqual({});
    expect(siteContentSources({ affiliate: false, parcelService: 'k' })).toEqual({
      frame: ['https://widget.packeta.com'],
      script: ['https://widget.packeta.com'],
    });
  });
});
