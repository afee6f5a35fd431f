import { randomBytes } from 'node:crypto';
import { deviceIdCookieName } from '@shop/contracts';
import { Hono } from 'hono';
import { readHostCookie, setHostCookie } from './hostCookie';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_ID = /^[0-9a-f]{32}$/;

/**
 * The device call (SPEC §7): gives the browser a first-party device id in an httpOnly cookie
 * (`__Host-deviceId` over HTTPS), or extends the one it has by another year. Nothing is stored on
 * the server.
 */
export function deviceRoutes(): Hono {
  return new Hono().post('/', (c) => {
    const current = readHostCookie(c, deviceIdCookieName);
    const deviceId = current && DEVICE_ID.test(current) ? current : randomBytes(16).toString('hex');
    setHostCookie(c, deviceIdCookieName, deviceId, {
      maxAge: ONE_YEAR_SECONDS,
      httpOnly: true,
      sameSite: 'Lax',
    });
    c.header('Cache-Control', 'no-store');
    return c.body(null, 204);
  });
}
