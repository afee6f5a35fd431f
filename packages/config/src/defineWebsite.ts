import { z } from 'zod';
import { type Website, type WebsiteInput, websiteSchema } from './websiteSchema';

export class WebsiteConfigError extends Error {
  override name = 'WebsiteConfigError';
}

/**
 * Validates an app's website configuration. Called at module load of the app's
 * `website.config.ts`, so an invalid config fails the build with a readable list of problems.
 */
export function defineWebsite(input: WebsiteInput): Website {
  const result = websiteSchema.safeParse(input);
  if (!result.success) {
    throw new WebsiteConfigError(`Invalid website config:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
