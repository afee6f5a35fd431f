import { defineConfig } from 'tsup';

export default defineConfig({
  // `staticSitePolicy`: the policy of pages served as files, for the sites' build.
  entry: { main: 'src/main.ts', staticSitePolicy: 'src/site/staticSitePolicy.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Workspace packages are compiled from source into the server bundle; npm dependencies stay in node_modules.
  noExternal: [/^@shop\//],
});
