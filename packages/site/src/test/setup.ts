import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@shop/ui/tokens.css';
import { documentCookieJar } from '@shop/contracts/browser';

afterEach(() => {
  cleanup();
  documentCookieJar(document).set('returnTo', '', { maxAgeSeconds: 0 });
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.scrollTo(0, 0);
});
