import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Apps get the tokens through the package entry; components tested alone need them too.
import '../tokens.css';

afterEach(() => {
  cleanup();
});
