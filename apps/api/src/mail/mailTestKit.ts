import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailSite } from './mailSite';

/** The two sites' mail facts as their website configs give them, on local origins. */
export const testMailSites: Record<'sk' | 'cz', MailSite> = {
  sk: {
    site: 'sk',
    lang: 'sk',
    origin: 'http://localhost:3000',
    domain: 'nordlys.sk',
    productName: 'Nordlys',
    company: {
      name: 'Nordlys Pharma s.r.o.',
      street: 'Mlynské nivy 12',
      city: 'Bratislava',
      zip: '821 09',
      country: 'Slovensko',
      registrationId: '51 234 567',
      taxId: '2120123456',
    },
    contactEmail: 'info@nordlys.sk',
    conditionsPath: '/podmienky',
    bankAccount: {
      recipient: 'Nordlys Pharma s.r.o.',
      iban: 'SK4711000000002614870368',
      bic: 'TATRSKBX',
      bankName: 'Tatra banka, a.s.',
    },
  },
  cz: {
    site: 'cz',
    lang: 'cs',
    origin: 'http://localhost:3001',
    domain: 'nordlys.cz',
    productName: 'Nordlys',
    company: {
      name: 'Nordlys Pharma CZ s.r.o.',
      street: 'Vinohradská 1511/230',
      city: 'Praha 10',
      zip: '100 00',
      country: 'Česká republika',
      registrationId: '07 654 321',
      taxId: 'CZ07654321',
    },
    contactEmail: 'info@nordlys.cz',
    conditionsPath: '/podmienky',
    bankAccount: {
      recipient: 'Nordlys Pharma CZ s.r.o.',
      iban: 'CZ8803000000194019273859',
      bic: 'CEKOCZPP',
      bankName: 'Československá obchodní banka, a. s.',
      domesticAccount: '19-4019273859/0300',
    },
  },
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
