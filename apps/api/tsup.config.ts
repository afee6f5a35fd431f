import { defineConfig } from 'tsup';

export default defineConfig({
  // `staticSitePolicy`: the policy of pages served as files, for the sites' build.
  // `hostileRequests`: the fuzz test's request generators, for the bench's fuzz run against this
  // server. fast-check, a devDependency, is bundled into it (tsup keeps only dependencies external);
  // `main` never imports it.
  entry: {
    main: 'src/main.ts',
    // The operator commands (`pnpm --filter @shop/api mail:failed` and the others).
    mailCommands: 'src/mailCommands.ts',
    staticSitePolicy: 'src/site/staticSitePolicy.ts',
    hostileRequests: 'src/api/hostileRequests.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Workspace packages are compiled from source into the server bundle; npm dependencies stay in node_modules.
  noExternal: [/^@shop\//],
});
