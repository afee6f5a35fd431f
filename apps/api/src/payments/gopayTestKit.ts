import type { Site } from '@shop/contracts';
import { apiPaths } from '@shop/contracts/vocabulary';
import { createGopayEmulator, type GopayEmulator, type GopayEmulatorOptions } from '@shop/gopay-emulator';
import { createGopayGateway, type GopayGatewayOptions } from './gopayGateway';
import type { PaymentGateway } from './paymentGateway';

/** The sites' origins in tests: the local ports `createApi` accepts by default. */
export const testSiteOrigins: Record<Site, string> = {
  sk: 'http://localhost:3000',
  cz: 'http://localhost:3001',
};

export const testGopayAccount = {
  apiUrl: 'http://gopay.test',
  goid: '8123456789',
  clientId: 'shop-test',
  clientSecret: 'shop-test-secret',
};

export interface GopayTestKit {
  emulator: GopayEmulator;
  gateway: PaymentGateway;
  /** Where the emulator's notifications go: set to the shop's apps once they exist. */
  deliverTo(apps: Partial<Record<Site, { request: (path: string) => Response | Promise<Response> }>>): void;
  /** Presses a button on the payment's hosted page; answers the return URL's path and query. */
  choose(gwUrl: string, result: 'paid' | 'cancelled' | 'pending'): Promise<string>;
}

/**
 * GoPay's adapter against the emulator in process: no port, the emulator's handler stands for
 * GoPay's HTTP API, and its notifications are delivered to the shop's apps by origin.
 */
export function createGopayTestKit(
  emulatorOptions: GopayEmulatorOptions = {},
  gatewayOptions: Partial<GopayGatewayOptions> = {},
): GopayTestKit {
  let apps: Partial<Record<Site, { request: (path: string) => Response | Promise<Response> }>> = {};
  const emulator = createGopayEmulator({
    goid: testGopayAccount.goid,
    clientId: testGopayAccount.clientId,
    clientSecret: testGopayAccount.clientSecret,
    publicUrl: testGopayAccount.apiUrl,
    notifyRetryMs: 1,
    notify: async (url) => {
      const { origin, pathname, search } = new URL(url);
      const site = (Object.keys(testSiteOrigins) as Site[]).find((one) => testSiteOrigins[one] === origin);
      const app = site ? apps[site] : undefined;
      if (!app) throw new Error(`No shop app at ${origin}`);
      return app.request(`${pathname}${search}`);
    },
    ...emulatorOptions,
  });
  const gateway = createGopayGateway({
    ...testGopayAccount,
    fetch: (request) => emulator.handle(request),
    callbackUrls: (site) => ({
      returnUrl: `${testSiteOrigins[site]}${apiPaths.gopayReturn}`,
      notificationUrl: `${testSiteOrigins[site]}${apiPaths.gopayNotification}`,
    }),
    ...gatewayOptions,
  });
  return {
    emulator,
    gateway,
    deliverTo(given) {
      apps = given;
    },
    async choose(gwUrl, result) {
      const response = await emulator.handle(
        new Request(gwUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `result=${result}`,
        }),
      );
      const location = response.headers.get('location');
      if (response.status !== 303 || !location) throw new Error(`The emulator answered ${response.status}`);
      const url = new URL(location);
      return `${url.pathname}${url.search}`;
    },
  };
}
