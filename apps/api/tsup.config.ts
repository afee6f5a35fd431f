import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Workspace packages are compiled from source into the server bundle; npm dependencies stay in node_modules.
  noExternal: [/^@shop\//],
});
