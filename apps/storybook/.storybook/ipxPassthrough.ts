import { createReadStream, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'vite';

const contentTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
};

/**
 * The source path an `/_ipx/{modifiers}/{path}` URL points at, or null for any other URL.
 * Paths that climb out of the public directory are refused.
 */
export function ipxSourcePath(url: string): string | null {
  const pathname = decodeURIComponent(url.split('?')[0] ?? '');
  const match = /^\/_ipx\/[^/]+\/(.+)$/.exec(pathname);
  if (!match?.[1]) return null;
  const source = normalize(match[1].replace(/^\/+/, ''));
  if (source.startsWith('..') || source.split(sep).includes('..')) return null;
  return source;
}

/**
 * Storybook has no image server, so `/_ipx/...` URLs are answered with the original file from
 * the first public directory holding it: stories show the real picture without resizing.
 */
export function ipxPassthrough(publicDirs: string[]): Plugin {
  return {
    name: 'shop-ipx-passthrough',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const source = req.url ? ipxSourcePath(req.url) : null;
        if (!source) return next();
        for (const dir of publicDirs) {
          const file = join(dir, source);
          const stat = statSync(file, { throwIfNoEntry: false });
          if (!stat?.isFile()) continue;
          res.setHeader(
            'Content-Type',
            contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
          );
          res.setHeader('Content-Length', stat.size);
          createReadStream(file).pipe(res);
          return;
        }
        next();
      });
    },
  };
}
