import { ensureQueuedCommand } from '../commandQueue';
import type { ToolLoader } from '../types';

/** The session recorder, recording in its EU region. */
export const smartlookLoader: ToolLoader = {
  slug: 'smartlook',
  category: 'statistical',
  configure: ({ sessionRecorder }) =>
    sessionRecorder
      ? {
          slug: 'smartlook',
          name: 'smartlook',
          src: 'https://web-sdk.smartlook.com/recorder.js',
          prepare: ({ window }) => {
            ensureQueuedCommand(window, 'smartlook', 'api')('init', sessionRecorder, { region: 'eu' });
          },
          start: ({ window }) => ensureQueuedCommand(window, 'smartlook', 'api')('record', { forms: true }),
          stop: ({ window }) => ensureQueuedCommand(window, 'smartlook', 'api')('anonymize'),
        }
      : undefined,
};
