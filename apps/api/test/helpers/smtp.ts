import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process';

/** A mail as a real SMTP server received it: its recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpInbox {
  port: number;
  /** What was accepted, in the order it arrived. */
  inbox: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server (no TLS, no login) on a free port of 127.0.0.1 that keeps every mail it
 * accepts. `refuse`, asked once a mail, makes it answer that mail with a temporary error.
 */
export async function startSmtpInbox(refuse: () => boolean = () => false): Promise<SmtpInbox> {
  const port = await freePort();
  const inbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        if (refuse()) return callback(new Error('mailbox temporarily unavailable'));
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    port,
    inbox,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
