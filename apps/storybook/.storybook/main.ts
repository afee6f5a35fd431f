import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shopSources } from '@shop/vite-config';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { ipxPassthrough } from './ipxPassthrough.ts';

const configDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(configDir, '../../..');
const sitePublic = join(repoRoot, 'packages/site/public');
// The packages' MDX pages import the doc blocks, which only this app installs: resolve them from here.
const docBlocks = createRequire(import.meta.url).resolve('@storybook/addon-docs/blocks');

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The API's mail templates are reviewed here too (src/mails), in both languages, HTML and text.
  stories: [
    '../../../packages/*/src/**/*.mdx',
    '../../../packages/*/src/**/*.stories.@(ts|tsx)',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  staticDirs: [sitePublic],
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [shopSources(), ipxPassthrough([sitePublic])],
      resolve: { alias: [{ find: /^@storybook\/addon-docs\/blocks$/, replacement: docBlocks }] },
      // The preview bundles React, react-aria and every addon: large by nature, never shipped to shoppers.
      build: { chunkSizeWarningLimit: 2_000 },
    });
  },
};

export default config;
