import { errorMessage } from '../commandQueue';
import type { ToolLoader } from '../types';

/** Ad tracking is abandoned when its script has not loaded within 3 s. */
export const ADFORM_ABANDON_MS = 3_000;

interface Adform {
  track?: (trackingPoint: number, pageName: string) => void;
}

/** Adform's tracking point: loaded with a short timeout and tracked once it is there. */
export const adformLoader: ToolLoader = {
  slug: 'adform',
  category: 'marketing',
  configure: ({ adform }) =>
    adform
      ? {
          slug: 'adform',
          name: 'adform',
          src: 'https://s2.adform.net/banners/scripts/st/trackpoint-async.js',
          timeoutMs: ADFORM_ABANDON_MS,
          loadFailure: 'Adform script loading failed',
          start: ({ window, location, report }) => {
            const adf = window.adf as Adform | undefined;
            if (typeof adf?.track !== 'function') {
              report('Adform tracking failed');
              return;
            }
            try {
              adf.track(Number(adform), location().pathname);
            } catch (error) {
              report('Adform tracking error', { message: errorMessage(error) });
            }
          },
        }
      : undefined,
};
