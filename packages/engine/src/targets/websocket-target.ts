import WebSocket from 'ws';
import { ExtractionError, extractOutput, parseBody } from '../util/extract';
import { renderTemplate } from '../util/template';
import { toTargetError } from './diagnose';
import { requestVars } from './http-target';
import type { WebSocketTargetConfig } from './schema';
import { readServerSessionId } from './session';
import { NetworkError } from './transport';
import { redactHeaders, type Target, type TargetResponse } from './types';

/**
 * Opens one connection per send, sends the rendered message and waits for the first frame the
 * extractor can read. Frames it cannot read (typing indicators, acks) are skipped; if the timeout
 * passes after such frames the failure is reported as an extraction problem, not a timeout.
 */
export function createWebSocketTarget(config: WebSocketTargetConfig): Target {
  return {
    config,
    send(input, ctx) {
      const vars = requestVars(input, ctx);
      const message = renderTemplate(config.message, vars);
      const started = Date.now();
      const rawRequest = { url: config.url, headers: redactHeaders(config.headers), message };
      const frames: unknown[] = [];

      return new Promise<TargetResponse>((resolve) => {
        const socket = new WebSocket(config.url, {
          headers: config.headers,
          rejectUnauthorized: config.rejectUnauthorized,
        });
        let settled = false;
        const finish = (result: Omit<TargetResponse, 'raw' | 'latencyMs'>) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          socket.removeAllListeners();
          socket.on('error', () => undefined);
          socket.terminate();
          resolve({
            ...result,
            raw: { request: rawRequest, response: { frames } },
            latencyMs: Date.now() - started,
          });
        };
        const timer = setTimeout(() => {
          const error =
            frames.length > 0
              ? new ExtractionError(`No frame matched the extractor in ${config.timeoutMs} ms`)
              : new NetworkError(`No reply in ${config.timeoutMs} ms`, 'ETIMEDOUT');
          finish({ output: '', error: toTargetError(error) });
        }, config.timeoutMs);

        socket.on('open', () => socket.send(message));
        socket.on('message', (data: WebSocket.RawData) => {
          const body = parseBody(Buffer.from(data as Buffer).toString('utf8'));
          frames.push(body);
          extractOutput(config.extract, body).then(
            (output) =>
              finish({
                output,
                sessionId: readServerSessionId(config, body, {}) ?? ctx?.sessionId,
              }),
            () => undefined,
          );
        });
        socket.on('error', (error) => {
          const code = (error as { code?: string }).code ?? 'UNKNOWN';
          finish({ output: '', error: toTargetError(new NetworkError(error.message, code)) });
        });
      });
    },
  };
}
