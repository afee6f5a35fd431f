import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/react.ts', 'src/tanstack-router.ts', 'src/loaders.ts', 'src/server.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Peers stay peers, and fingerprinting stays a separate download the app's bundler splits off.
  external: ['react', 'react-dom', '@tanstack/react-router', '@fingerprintjs/fingerprintjs'],
});
