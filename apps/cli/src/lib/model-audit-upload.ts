import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import {
  CreateModelAuditScanResponseSchema,
  type CreateModelAuditScanResponse,
} from '@crucible/shared';
import type { Credentials } from './credentials';
import { callServer } from './server-client';

export type LocalFile = { path: string; name: string; size: number };

/**
 * The files under the given paths, named as the server will show them: a file by its own name,
 * a folder's files by their path from the folder's parent (`models/llama/model.bin`).
 */
export async function collectFiles(paths: string[]): Promise<LocalFile[]> {
  const files: LocalFile[] = [];
  const visit = async (path: string, base: string): Promise<void> => {
    const info = await stat(path);
    if (info.isDirectory()) {
      for (const entry of (await readdir(path)).sort()) await visit(join(path, entry), base);
    } else if (info.isFile()) {
      files.push({ path, name: relative(base, path).split(sep).join('/'), size: info.size });
    }
  };
  for (const given of paths) {
    const path = resolve(given);
    await visit(path, resolve(path, '..'));
  }
  return files;
}

const quote = (value: string) => value.replace(/["\\\r\n]/g, (c) => encodeURIComponent(c));

/** A multipart body (teamId, then each file) streamed from disk: no file is read whole. */
function multipartBody(boundary: string, teamId: string, files: LocalFile[]): Readable {
  async function* parts() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="teamId"\r\n\r\n${teamId}\r\n`,
    );
    for (const file of files) {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${quote(file.name)}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      for await (const chunk of createReadStream(file.path)) yield chunk as Buffer;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return Readable.from(parts());
}

/** Uploads the files to the server as a new model-audit scan of the team. */
export async function uploadForAudit(
  credentials: Credentials,
  teamId: string,
  files: LocalFile[],
): Promise<CreateModelAuditScanResponse> {
  const boundary = `crucible-${Math.random().toString(36).slice(2)}${Date.now()}`;
  const body = Readable.toWeb(multipartBody(boundary, teamId, files)) as ReadableStream;
  const answer = await callServer(credentials, '/model-audit/scans', {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    duplex: 'half',
  } as RequestInit);
  return CreateModelAuditScanResponseSchema.parse(answer);
}
