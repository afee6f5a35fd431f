import { prevalidatedWebsite, shopSources, siteClientBuild } from '@shop/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [prevalidatedWebsite(), shopSources(), react()],
  build: siteClientBuild('src/entry-client.tsx'),
});
