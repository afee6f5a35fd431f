import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { browserTestSettings, vitestReporters } from '@shop/vite-config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { defineConfig } from 'vitest/config';

const here = dirname(fileURLToPath(import.meta.url));

export default defineConfig(async () => ({
  plugins: [await storybookTest({ configDir: join(here, '.storybook') })],
  test: {
    name: 'storybook',
    reporters: vitestReporters('storybook'),
    browser: await browserTestSettings(),
  },
}));
