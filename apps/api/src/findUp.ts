import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The nearest directory, from `startDir` upwards, that contains `relativePath`. */
export function findUp(startDir: string, relativePath: string): string | undefined {
  let dir = startDir;
  for (;;) {
    if (existsSync(join(dir, relativePath))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
