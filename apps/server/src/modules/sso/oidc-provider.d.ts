/**
 * The part of oidc-provider (a dev dependency, shipped without types) that the SSO tests use
 * to run a real OpenID Provider.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Account = {
    accountId: string;
    claims: (
      use: string,
      scope: string,
    ) => Record<string, unknown> | Promise<Record<string, unknown>>;
  };

  export type Configuration = {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, sub: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys?: string[] };
    jwks?: { keys: object[] };
    /** Lifetimes in seconds, by artifact (`AccessToken`, `Session`, …). */
    ttl?: Record<string, number>;
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
