import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { website as czWebsite } from '../../../cz/website.config';
import { website as skWebsite } from '../../../sk/website.config';
import { type MailSite, mailSiteFromWebsite } from './templates/mailSiteFacts';

/** The two sites' mail facts from their website configs, on local origins. */
export const testMailSites: Record<'sk' | 'cz', MailSite> = {
  sk: mailSiteFromWebsite(skWebsite, 'http://localhost:3000'),
  cz: mailSiteFromWebsite(czWebsite, 'http://localhost:3001'),
};

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
}

/**
 * A real SMTP server on a free loopback port that keeps what it accepts. `answer` decides each
 * message: undefined accepts it, an error with `responseCode` refuses it with that code.
 */
export async function startTestSmtpServer(answer: (raw: string) => Error | undefined = () => undefined) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const refusal = answer(raw);
        if (refusal) return callback(refusal);
        void simpleParser(raw, { keepCidLinks: true }).then((parsed) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((to) => to.address), parsed });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An SMTP refusal as smtp-server sends it. */
export function smtpRefusal(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}
