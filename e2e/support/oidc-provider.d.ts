/**
 * The part of oidc-provider (a dev dependency without types) the federated sign-in e2e uses to
 * run a real OpenID Provider.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Account = { accountId: string; claims: () => Record<string, unknown> };

  export type Configuration = {
    clients?: Record<string, unknown>[];
    routes?: Record<string, string>;
    findAccount?: (ctx: unknown, sub: string) => Account | undefined;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    cookies?: { keys?: string[] };
    jwks?: { keys: object[] };
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
