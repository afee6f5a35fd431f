import { createTransport } from 'nodemailer';
import type { MailTransport } from './mailDispatcher';

/**
 * nodemailer over `SMTP_URL`, a pool of five connections. The timeouts keep one send well inside
 * the dispatcher's lease, so a stuck server never makes another process send the same message.
 */
export function smtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  // The URL goes into the options: a second argument would be the messages' defaults, not these.
  const transport = createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof createTransport>[0]);
  return {
    sendMail: (mail) => transport.sendMail(mail),
    close: () => transport.close(),
  };
}
