import { shopSources, vitestReporters } from '@shop/vite-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [shopSources()],
  test: { name: 'i18n', include: ['src/**/*.test.ts'], reporters: vitestReporters('i18n') },
});
