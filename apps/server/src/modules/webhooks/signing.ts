import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * The three Standard Webhooks headers. With several secrets (the new one and, for 24 h after a
 * rotation, the old one) the signature header lists one `v1,…` per secret, space-separated:
 * a receiver holding either verifies.
 */
export function signatureHeaders(options: {
  messageId: string;
  timestamp: Date;
  body: string;
  secrets: string[];
}): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const signatures = options.secrets.map((secret) =>
    new Webhook(secret).sign(options.messageId, options.timestamp, options.body),
  );
  return {
    'webhook-id': options.messageId,
    'webhook-timestamp': String(Math.floor(options.timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
