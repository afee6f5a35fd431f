import { prevalidatedWebsite, reactExternalStore, shopSources, siteClientBuild } from '@shop/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [prevalidatedWebsite(), shopSources(), reactExternalStore(), react()],
  // The server bundle's settings come from the build script; the chunk layout is the browser's.
  build: isSsrBuild ? {} : siteClientBuild('src/entry-client.tsx'),
}));
