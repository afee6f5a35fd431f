/**
 * A beat as the tracking package's `encodeBeat` writes it, with the event it carries. The
 * package's codec tests encode the same kind of event; the server decodes this exact text, so
 * a change to either side of the codec shows up as a failing test here.
 */
export const encodedBeatFixture = {
  event: {
    data: {
      fullPath: '/recenzie?q=ťažkosti',
      referer: 'https://www.google.sk/',
      text: 'Příliš žluťoučký kůň',
    },
    action: 'PAGE',
    sessionId: '1750000000000abcdefgh',
    clientTime: 1_750_000_000_000,
    site: 'sk',
    sequence: 7,
    delivery: { queued: 2, sent: 1, acknowledged: 1, dropped: { overflow: 1 } },
  },
  body: '+SpE43xBoDJboG5V7mRw43xIoDICrXpF4W1O+GFFvXkdR61BR7ZL7XtU6yoMoHpF5G1S53oCuCpI9nxQ8TIPrX9X9SZH7WdH7m0O8WMPoCQC9m1Y9ioaoFjlG8uN7mHlIyjlPGRVR61P98yt6cudomPlLc2ooHUMoGlD9mFP7CoaoFhhxU0CripT53tT62dOy2wCuCoRtT0QsjgQsjgQsjgQ42pD5m1G5WACripD7mFF7Hx062VFoDIRtT0QsjgQsjgQsjgQripT63xFoDIC8WMCripT53lV52ZD5yoatSQC5m1M635F8HECuHMC831F921EoDISripT52ZUoDIRripB4WNO7X9M52xH52wCuDkMoGxS7XhQ52wCuHMC7X5F8G5M7X8CuDld/3U=',
} as const;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * The tracking package's beat encoding of JSON text, also of text that `encodeBeat` (which
 * stringifies a value) could not write.
 */
export function encodeBeatText(json: string): string {
  const base64 = Buffer.from(json, 'utf8').toString('base64');
  let rotated = '';
  for (const char of base64) {
    const index = BASE64.indexOf(char);
    rotated += index < 0 ? char : BASE64[(index + 32) % 64];
  }
  return rotated;
}
