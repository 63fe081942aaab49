import type { MailTransport } from '../mail/transport';
import { type ModelAuditWorkerDeps, runModelAuditScan } from '../modules/model-audit/run-scan';
import type { EvalWorker } from '../modules/evals/worker';
import type { ScanWorker } from '../modules/scans/pipeline/worker';
import type { WebhookWorker } from '../modules/webhooks/worker';
import type { JobHandlers } from './queue';

/** One thin handler per job kind; each is idempotent enough to be retried. */
export function jobHandlers(deps: {
  mailTransport: MailTransport;
  scans: ScanWorker;
  evals: EvalWorker;
  webhooks: WebhookWorker;
  modelAudit: ModelAuditWorkerDeps;
}): JobHandlers {
  return {
    'send-email': (message) => deps.mailTransport(message),
    ...deps.scans.handlers,
    ...deps.evals.handlers,
    ...deps.webhooks.handlers,
    'model-audit-scan': ({ scanId }) => runModelAuditScan(deps.modelAudit, scanId),
  };
}
