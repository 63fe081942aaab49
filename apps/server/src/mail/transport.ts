import type { SendEmailJob } from '@crucible/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailTransport = (message: SendEmailJob) => Promise<void>;

/**
 * Delivers mail by SMTP when SMTP_URL is set. Without it the message — with its link — goes to
 * the server log, so a fresh install can still verify accounts and reset passwords.
 */
export function createMailTransport(
  smtp: { url: string | undefined; from: string },
  logger: FastifyBaseLogger,
): MailTransport {
  if (!smtp.url) {
    return async (message) => {
      logger.info(
        { to: message.to, subject: message.subject },
        `email (SMTP not configured):\n${message.text}`,
      );
    };
  }
  const transporter = nodemailer.createTransport(smtp.url);
  return async (message) => {
    await transporter.sendMail({ from: smtp.from, ...message });
    logger.info({ to: message.to, subject: message.subject }, 'email sent');
  };
}
