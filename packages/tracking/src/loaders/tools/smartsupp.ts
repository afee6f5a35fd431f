import { ensureQueuedCommand } from '../commandQueue';
import type { ToolLoader } from '../types';

/** The chat widget: its key goes in `_smartsupp`, which the loader script reads. */
export const smartsuppLoader: ToolLoader = {
  slug: 'smartsupp',
  category: 'preference',
  configure: ({ chat }) =>
    chat
      ? {
          slug: 'smartsupp',
          name: 'smartsupp',
          src: 'https://www.smartsuppchat.com/loader.js',
          prepare: ({ window }) => {
            window._smartsupp = { ...(window._smartsupp as object | undefined), key: chat };
            ensureQueuedCommand(window, 'smartsupp', '_');
          },
          start: ({ window }) => ensureQueuedCommand(window, 'smartsupp', '_')('chat:show'),
          stop: ({ window }) => ensureQueuedCommand(window, 'smartsupp', '_')('chat:hide'),
        }
      : undefined,
};
