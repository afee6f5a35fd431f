import * as z from 'zod/mini';
import { englishMessages } from './englishMessages';

englishMessages();

/** The country site a call is about; content differs per site. */
export const siteSchema = z.enum(['sk', 'cz']);
export type Site = z.infer<typeof siteSchema>;
