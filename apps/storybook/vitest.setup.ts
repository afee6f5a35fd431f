import { clearAnnouncer } from '@react-aria/live-announcer';
import { beforeEach } from 'vitest';

// The story files share one document (`isolate: false` in vitest.config.ts). react-aria announces
// through one live region per document and keeps each message for 7 s, some of them referring to
// an element by its id; a message left by the previous file's story would point nowhere and fail
// this story's accessibility check. Each story starts with the region empty, as in a fresh document.
beforeEach(() => {
  clearAnnouncer('assertive');
  clearAnnouncer('polite');
});
