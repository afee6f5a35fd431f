import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { websiteSchema } from '@shop/config';
import { z } from 'zod';

const websiteFileSchema = z.object({ baseUrl: websiteSchema.shape.baseUrl });

/**
 * The public origin the site's config names (`baseUrl` in the build's `dist/website.json`, such
 * as `https://www.nordlys.sk`), for the API's same-origin check; undefined without a build or
 * without the field.
 */
export function configuredOrigin(distDir: string): string | undefined {
  const file = join(distDir, 'website.json');
  if (!existsSync(file)) return undefined;
  try {
    const parsed = websiteFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? new URL(parsed.data.baseUrl).origin : undefined;
  } catch {
    return undefined;
  }
}
