import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/connection';
import { serialWorker } from '../lib/serial-worker';
import * as outbox from '../modules/mail/repository';

// Every mail goes through the outbox table; this worker delivers it with retries and backoff,
// so an SMTP outage loses nothing. Without SMTP_URL mails are written to the log and kept.

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      /** Ask the worker to look at the outbox now (call after a commit that queued mail). */
      kick(): void;
      /** Delivers everything due; resolves when the pass is over (tests, shutdown). */
      flush(): Promise<void>;
    };
  }
}

const MAX_ATTEMPTS = 8;
/**
 * How long a claimed mail is this process's to send. Longer than nodemailer's slowest send
 * (2 min to connect, then the transfer); a process that dies mid-send leaves its mail to another
 * process, or to itself after a restart, once the lease has run out.
 */
const LEASE_MS = 15 * 60_000;
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

export default fp(
  async function mail(app: FastifyInstance, opts: { db: Db; smtpUrl?: string; from: string; pollMs?: number }) {
    const { db } = opts;
    const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

    async function deliver(row: Awaited<ReturnType<typeof outbox.listDueMail>>[number]) {
      if (!(await outbox.claimMail(db, row.id, new Date(Date.now() + LEASE_MS).toISOString()))) return;
      if (!transport) {
        app.log.info({ mailTo: row.to_address, subject: row.subject, text: row.text }, 'mail (no SMTP_URL set)');
        await outbox.finishMail(db, row.id, 'logged');
        return;
      }
      try {
        await transport.sendMail({
          from: opts.from,
          to: row.to_address,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
        });
        await outbox.finishMail(db, row.id, 'sent');
      } catch (err) {
        const attempts = row.attempts + 1;
        const next = attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + backoffMs(attempts)).toISOString();
        app.log.warn({ err, outboxId: row.id, attempts }, 'mail delivery failed');
        await outbox.retryMail(db, row.id, attempts, next, (err as Error).message);
      }
    }

    async function pass() {
      for (;;) {
        const due = await outbox.listDueMail(db, 20);
        for (const row of due) await deliver(row);
        if (due.length < 20) break;
      }
    }
    const worker = serialWorker(pass, (err) => app.log.error({ err }, 'outbox pass failed'));

    app.decorate('mail', { kick: worker.kick, flush: worker.drain });

    const timer = setInterval(() => app.mail.kick(), opts.pollMs ?? 15_000);
    timer.unref();
    app.addHook('onReady', async () => {
      app.mail.kick();
    });
    // onClose runs once the requests in flight are done: what they queued is sent before exit.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await worker.close();
      await pass().catch((err) => app.log.error({ err }, 'outbox pass at shutdown failed'));
      transport?.close();
    });
  },
  { name: 'mail' },
);
