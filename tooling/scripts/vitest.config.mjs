import { vitestReporters } from '@shop/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.mjs', 'bench/**/*.test.mjs'],
    environment: 'node',
    reporters: vitestReporters('scripts'),
  },
});
