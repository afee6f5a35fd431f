// The local mail catcher of `pnpm start` and `pnpm dev`: maildev, an SMTP server that keeps every
// mail and a web page that lists them. With SMTP_URL set, none runs and the mails go there.
// MAILDEV_SMTP_PORT (default 1025) and MAILDEV_WEB_PORT (default 1080) move it.
import { MailDev } from 'maildev';

/**
 * Starts maildev on the loopback unless `env.SMTP_URL` is set; answers the settings the API needs
 * (SMTP_URL) and the web address to print, or nothing to add.
 */
export async function startMailCatcher(env = process.env) {
  if (env.SMTP_URL) return { env: {}, webUrl: undefined, stop: async () => {} };
  const smtp = Number(env.MAILDEV_SMTP_PORT ?? 1025);
  const web = Number(env.MAILDEV_WEB_PORT ?? 1080);
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp}` },
    webUrl: `http://127.0.0.1:${web}`,
    stop: () => maildev.stop(),
  };
}
