import { validationErrorBodySchema } from '@shop/contracts';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idempotencyKey } from './idempotencyKey';
import { jsonBody } from './jsonBody';
import { validQuery } from './queryParams';
import { createSiteOfRequest } from './siteOfRequest';

/**
 * The request checks the routes run before their handlers: each answers 4xx itself, and a
 * handler runs only with every value it reads checked.
 */
function echoApp(fixedSite?: 'sk' | 'cz') {
  const reached: string[] = [];
  const app = new Hono()
    .get('/site', createSiteOfRequest(fixedSite), (c) => {
      reached.push('site');
      return c.json({ site: c.var.site });
    })
    .get('/query', validQuery(z.object({ page: z.coerce.number().int().min(1) })), (c) =>
      c.json(c.req.valid('query')),
    )
    .post('/body', jsonBody(z.object({ name: z.string().max(5) })), (c) => c.json(c.req.valid('json')))
    .post('/keyed', idempotencyKey, (c) => c.json(c.req.valid('header')));
  return { app, reached };
}

const fieldErrorsOf = async (response: Response) => {
  expect(response.status).toBe(400);
  return validationErrorBodySchema.parse(await response.json()).fieldErrors;
};

describe('the site of a request', () => {
  it("is the origin's own site, whatever the query says", async () => {
    const { app } = echoApp('cz');
    expect(await (await app.request('/site?site=sk')).json()).toEqual({ site: 'cz' });
  });

  it('is the site parameter without a site of its own, which is then required', async () => {
    const { app, reached } = echoApp();
    expect(await (await app.request('/site?site=sk')).json()).toEqual({ site: 'sk' });
    expect(await fieldErrorsOf(await app.request('/site'))).toEqual({ site: ['required'] });
    expect(await fieldErrorsOf(await app.request('/site?site='))).toEqual({ site: ['required'] });
    expect(await fieldErrorsOf(await app.request('/site?site=de'))).toEqual({ site: ['invalid-option'] });
    expect(reached).toEqual(['site']);
  });
});

describe('a checked query', () => {
  it("hands the handler the schema's output, from the first value of a repeated name", async () => {
    const { app } = echoApp();
    expect(await (await app.request('/query?page=2&page=x')).json()).toEqual({ page: 2 });
  });

  it('answers a bad one 400 with its field errors', async () => {
    const { app } = echoApp();
    expect(Object.keys(await fieldErrorsOf(await app.request('/query?page=0')))).toEqual(['page']);
  });
});

describe('a checked JSON body', () => {
  const post = (body: string, contentType = 'application/json') =>
    echoApp().app.request('/body', { method: 'POST', body, headers: { 'content-type': contentType } });

  it("hands the handler the schema's output", async () => {
    expect(await (await post('{"name":"Ján","extra":1}')).json()).toEqual({ name: 'Ján' });
  });

  it('answers another content type 415, malformed JSON and a refused body 400', async () => {
    const wrongType = await post('{"name":"Ján"}', 'text/plain');
    expect(wrongType.status).toBe(415);
    expect(await wrongType.json()).toMatchObject({ error: 'unsupported_media_type' });
    expect(await fieldErrorsOf(await post('{"name":'))).toEqual({ _root: ['Malformed JSON'] });
    expect(Object.keys(await fieldErrorsOf(await post('{"name":"too long"}')))).toEqual(['name']);
    expect(await fieldErrorsOf(await post('{"name":"a\\u0000"}'))).toEqual({ name: ['invalid-characters'] });
  });
});

describe('the idempotency key', () => {
  const post = (headers: Record<string, string>) =>
    echoApp().app.request('/keyed', { method: 'POST', headers });

  it('is handed to the handler when it holds 8 to 128 safe characters', async () => {
    expect(await (await post({ 'Idempotency-Key': 'key-12345678' })).json()).toEqual({
      idempotencyKey: 'key-12345678',
    });
  });

  it('is required, and refused when malformed', async () => {
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: 'idempotency_key_required' });
    const malformed = await post({ 'idempotency-key': 'has spaces in it' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'idempotency_key_invalid' });
  });
});
