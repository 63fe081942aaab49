import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { AppError } from './errors';
import type { JobQueue } from './jobs/queue';
import { createMailTransport, type MailTransport } from './mail/transport';
import { accountRoutes } from './modules/auth/routes';
import { apiTokenRoutes } from './modules/api-tokens/routes';
import { licenseRoutes } from './modules/license/routes';
import { modelAuditRoutes } from './modules/model-audit/routes';
import { modelSettingsRoutes } from './modules/model-settings/routes';
import { organizationRoutes } from './modules/organizations/routes';
import { redteamRoutes } from './modules/redteam/routes';
import { scanConfigRoutes } from './modules/scan-configs/routes';
import { gradingExampleRoutes } from './modules/grading-examples/routes';
import { issueRoutes } from './modules/issues/routes';
import { reportRoutes } from './modules/reports/routes';
import { remediationRoutes } from './modules/remediation/routes';
import { policyRoutes } from './modules/policies/routes';
import { scanRoutes } from './modules/scans/routes';
import { evalRoutes } from './modules/evals/routes';
import { datasetRoutes } from './modules/datasets/routes';
import { severityOverrideRoutes } from './modules/severity-overrides/routes';
import { roleRoutes } from './modules/roles/routes';
import { ssoRoutes } from './modules/sso/routes';
import { appUrlOf } from './modules/system/client-config';
import { systemRoutes } from './modules/system/routes';
import { demoTargetRoutes } from './modules/targets/demo-routes';
import { targetRoutes } from './modules/targets/routes';
import { teamRoutes } from './modules/teams/routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { defaultWebDir } from './paths';
import { registerAuditLog } from './plugins/audit';
import { registerRoleCache } from './plugins/role-cache';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { contractSerializer } from './plugins/serializer';

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** With a queue, mail goes out as a job; without one (tests, CLI) it is delivered in-line. */
  jobs?: JobQueue | null;
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Replaces SMTP/log delivery (used by the job worker's own tests). */
  mailTransport?: MailTransport;
};

/** JSON lines for machines; on a terminal (or `LOG_FORMAT=pretty`) lines a person can read. */
export function loggerOptions(
  config: Config,
  isTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  const pretty = config.logFormat === 'auto' ? isTerminal : config.logFormat === 'pretty';
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const loggerOption = options.logger ?? loggerOptions(config);
  const isLoggerInstance =
    typeof loggerOption === 'object' && loggerOption !== null && 'child' in loggerOption;
  const app = Fastify({
    ...(isLoggerInstance
      ? { loggerInstance: loggerOption as FastifyBaseLogger }
      : { logger: loggerOption as FastifyServerOptions['logger'] }),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(contractSerializer({ validate: config.env !== 'production' }));
  // JSON only: a cross-site HTML form cannot send it, which closes the classic CSRF hole.
  app.removeContentTypeParser('text/plain');

  const transport = options.mailTransport ?? createMailTransport(config.smtp, app.log);
  const jobs = options.jobs ?? null;
  const sendMail: AppDeps['sendMail'] = (message) =>
    jobs ? jobs.send('send-email', message) : transport(message);
  const license: AppDeps['license'] = {
    db: database.db,
    publicKey: config.license.publicKey,
    envKey: config.license.key,
    logger: app.log,
  };
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    logger: app.log,
    sendMail,
    accounts: {
      db: database.db,
      sendMail,
      appUrl: appUrlOf(config),
      sessionTtlHours: config.sessionTtlHours,
      registration: config.registration,
    },
    license,
    jobs,
    scans: {
      db: database.db,
      license,
      jobs,
      batchSize: config.scans.batchSize,
      modelEnv: config.scans.modelEnv,
    },
  };
  app.decorate('deps', deps);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: config.cookieSecure === 'true',
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Too many attempts, try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      ),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Crucible API',
        version: '1',
        description: 'See docs/api.md for a guided tour.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'crucible_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
  });

  const webDir = config.webDir ?? defaultWebDir();
  const serveSpa = existsSync(join(webDir, 'index.html'));
  registerErrorHandling(app, { serveSpa });
  registerAuth(app, {
    db: database.db,
    sessionTtlHours: config.sessionTtlHours,
    allowedOrigins: config.publicUrl ? [new URL(config.publicUrl).origin] : [],
  });
  registerAuditLog(app, database.db);
  registerRoleCache(app);

  await app.register(
    async (api) => {
      await api.register(systemRoutes);
      await api.register(accountRoutes);
      await api.register(ssoRoutes);
      await api.register(organizationRoutes);
      await api.register(teamRoutes);
      await api.register(roleRoutes);
      await api.register(apiTokenRoutes);
      await api.register(licenseRoutes);
      await api.register(targetRoutes);
      await api.register(demoTargetRoutes);
      await api.register(redteamRoutes);
      await api.register(modelSettingsRoutes);
      await api.register(scanConfigRoutes);
      await api.register(scanRoutes);
      await api.register(issueRoutes);
      await api.register(reportRoutes);
      await api.register(evalRoutes);
      await api.register(datasetRoutes);
      await api.register(remediationRoutes);
      await api.register(gradingExampleRoutes);
      await api.register(severityOverrideRoutes);
      await api.register(webhookRoutes);
      await api.register(modelAuditRoutes);
      await api.register(policyRoutes);
    },
    { prefix: '/api/v1' },
  );

  if (serveSpa) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      setHeaders(res, path) {
        // Built assets carry a content hash in their name; index.html must always be re-read.
        void res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
