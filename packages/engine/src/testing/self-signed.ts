import type { RequestListener } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

export type KeyAndCert = { key: string; cert: string };

let pending: Promise<KeyAndCert> | undefined;

/**
 * A certificate for 127.0.0.1/localhost signed by its own key, generated once per test process
 * (never committed). It is valid for the host, so the only thing a client can object to is that
 * nobody it trusts signed it.
 */
export function selfSignedCertificate(): Promise<KeyAndCert> {
  pending ??= generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - 60_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  }).then((pems) => ({ key: pems.private, cert: pems.cert }));
  return pending;
}

export type SelfSignedServer = { server: https.Server; port: number; close: () => Promise<void> };

/** An HTTPS server on 127.0.0.1 with a self-signed certificate and a random free port. */
export async function startSelfSignedServer(handler?: RequestListener): Promise<SelfSignedServer> {
  const server = https.createServer(await selfSignedCertificate(), handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
