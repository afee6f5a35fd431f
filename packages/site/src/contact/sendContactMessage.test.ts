import { createHttpClient } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { contactPayload, emptyContactValues } from './contactRules';
import { sendContactMessage } from './sendContactMessage';

const payload = contactPayload(
  {
    ...emptyContactValues(),
    questionType: 'other',
    name: 'Eva Kráľová',
    email: 'eva@example.sk',
    message: 'Dobrý deň',
  },
  '+421',
);

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { api: createHttpClient({ fetch: fetch as typeof globalThis.fetch }), calls };
}

describe('sendContactMessage', () => {
  it('posts the message to the contact endpoint and reads the stored id', async () => {
    const { api, calls } = answering(201, { id: '42' });
    await expect(sendContactMessage(api, payload)).resolves.toEqual({ kind: 'sent', id: '42' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/contact');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(payload);
  });

  it('maps the API field errors of a 400 to the form fields', async () => {
    const { api } = answering(400, { error: 'validation', fieldErrors: { email: ['invalid-email'] } });
    await expect(sendContactMessage(api, payload)).resolves.toEqual({
      kind: 'rejected',
      errors: { email: 'email-invalid' },
    });
  });

  it('does not retry a refused message and reports other failures as failed', async () => {
    const { api, calls } = answering(503, { error: 'unavailable' });
    await expect(sendContactMessage(api, payload)).resolves.toEqual({ kind: 'failed' });
    expect(calls).toHaveLength(1);
  });
});
