import { shopSources, vitestReporters } from '@shop/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [shopSources()],
  test: { include: ['src/**/*.test.ts'], reporters: vitestReporters('contracts') },
});
