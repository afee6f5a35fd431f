import { callCommand, ensureQueuedCommand } from '../commandQueue';
import type { ToolLoader } from '../types';

/** The heat-map service; it starts without consent and is told the heat-map signal on every change. */
export const clarityLoader: ToolLoader = {
  slug: 'clarity',
  category: 'statistical',
  configure: ({ clarity }) =>
    clarity
      ? {
          slug: 'clarity',
          name: 'clarity',
          src: `https://www.clarity.ms/tag/${encodeURIComponent(clarity)}`,
          prepare: ({ window }) => {
            ensureQueuedCommand(window, 'clarity', 'q')('consent', false);
          },
          start: ({ window }, { signals }) => callCommand(window, 'clarity', 'consent', signals.heatmap),
          stop: ({ window }) => callCommand(window, 'clarity', 'consent', false),
          always: ({ window }, { signals }) => callCommand(window, 'clarity', 'consent', signals.heatmap),
        }
      : undefined,
};
