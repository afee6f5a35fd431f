import { expectTypeOf, test } from 'vitest';
import {
  type ClientErrorLog,
  clientErrorLogEndpoint,
  createHttpClient,
  type Health,
  type HttpError,
  healthEndpoint,
  type Result,
} from './index';

const client = createHttpClient();

test('an endpoint without a request schema takes no input', () => {
  expectTypeOf(client.call(healthEndpoint)).resolves.toEqualTypeOf<Result<Health>>();
  // @ts-expect-error health takes no input
  client.call(healthEndpoint, { status: 'ok' });
});

test('an endpoint with a request schema requires its input', () => {
  expectTypeOf(client.call<typeof clientErrorLogEndpoint>)
    .parameter(1)
    .toEqualTypeOf<ClientErrorLog>();
  // @ts-expect-error the client error log is required
  client.call(clientErrorLogEndpoint);
});

test('a failed result carries an HttpError', () => {
  expectTypeOf<Extract<Result<Health>, { ok: false }>['error']>().toEqualTypeOf<HttpError>();
});
