import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@shop/ui/tokens.css';

afterEach(() => {
  cleanup();
});
