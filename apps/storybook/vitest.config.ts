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
    // Every story file in one document, its modules loaded once: with a fresh iframe per file the
    // suite took 131 core-seconds and 86 s on 2 cores; sharing one takes 85 and 61 s. Each story
    // still renders into a fresh root; vitest.setup.ts empties what the document keeps between them.
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    reporters: vitestReporters('storybook'),
    browser: await browserTestSettings(),
  },
}));
