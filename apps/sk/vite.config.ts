import { prevalidatedWebsite, shopSources } from '@shop/vite-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [prevalidatedWebsite(), shopSources(), react()],
  build: {
    manifest: true,
    assetsDir: 'assets',
    rolldownOptions: { input: 'src/entry-client.tsx' },
  },
});
