import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { buildApp, type App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { jobHandlers } from '../../jobs/handlers';
import { type JobQueue, startJobQueue } from '../../jobs/queue';
import { secretBoxOf } from '../../lib/secret-box';
import { createMailTransport } from '../../mail/transport';
import { createEvalWorker } from '../evals/worker';
import { createScanWorker } from '../scans/pipeline/worker';
import { createWebhookWorker } from '../webhooks/worker';
import { call, register, testConfig, testDatabase } from '../../../test/harness';

type Received = { to: string[]; raw: string };

/**
 * The whole path a user depends on: the API enqueues a pg-boss job, the worker picks it up and
 * delivers it to a real SMTP server, and the link in the message verifies the account.
 */
describe('verification email through the job queue and SMTP', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let database: DatabaseHandle;
  let jobs: JobQueue;
  let app: App;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const port = (smtp.server.address() as AddressInfo).port;
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_FROM: 'Crucible <crucible@example.com>',
    });
    database = await testDatabase({ private: true });
    const logger = (await import('pino')).default({ level: 'silent' });
    jobs = await startJobQueue(database, logger);
    const scans = createScanWorker({
      db: database.db,
      box: secretBoxOf(config),
      jobs,
      logger,
      settings: config.scans,
    });
    const webhooks = createWebhookWorker({
      db: database.db,
      box: secretBoxOf(config),
      jobs,
      logger,
      allowPrivate: false,
    });
    await jobs.work(
      jobHandlers({
        mailTransport: createMailTransport(config.smtp, logger),
        scans,
        evals: createEvalWorker({
          db: database.db,
          box: secretBoxOf(config),
          jobs,
          logger,
          settings: config.evals,
        }),
        webhooks,
        modelAudit: { db: database.db, logger, settings: config.modelAudit },
      }),
    );
    app = await buildApp({ config, database, jobs, logger: false });
  });

  afterAll(async () => {
    await app.close();
    await jobs.stop();
    await database.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function waitForMail(to: string): Promise<Received> {
    for (let i = 0; i < 100; i++) {
      const found = received.find((mail) => mail.to.includes(to));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail for ${to} arrived`);
  }

  it('delivers the verification link by SMTP and the link verifies the account', async () => {
    const caller = await register(app);
    const mail = await waitForMail(caller.email);
    expect(mail.raw).toContain('Subject: Verify your email for Crucible');
    expect(mail.raw).toContain('From: Crucible <crucible@example.com>');
    // Quoted-printable may fold long lines; unfold before reading the link.
    const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const token = body.match(/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
    const verify = await call(app, {
      method: 'POST',
      url: '/api/v1/users/verify-email',
      payload: { token },
    });
    expect(verify.statusCode).toBe(204);
    const me = await call(app, { method: 'GET', url: '/api/v1/users/me', caller });
    expect(me.json().user.emailVerified).toBe(true);
  });
});
