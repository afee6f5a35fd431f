import type { ContactMessageInput, HttpClient } from '@shop/contracts';
import { type ContactOutcome, contactOutcome } from './contactOutcome';

/**
 * Sends a message through the router's API client. The endpoint and its schema are imported on
 * the first send, so the contact page's own script stays small.
 */
export async function sendContactMessage(
  api: HttpClient,
  payload: ContactMessageInput,
): Promise<ContactOutcome> {
  const { contactMessageEndpoint } = await import('./contactEndpoint');
  return contactOutcome(await api.call(contactMessageEndpoint, payload));
}
