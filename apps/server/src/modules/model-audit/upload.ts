import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/**
 * A relative upload name made safe to join below the upload folder: `\` read as `/`, empty and
 * `.` segments dropped; `..` or an empty result are refused (400 naming `files`).
 */
export function safeRelativeName(filename: string): string {
  const segments = filename
    .replace(/\\/g, '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.');
  if (segments.length === 0 || segments.includes('..') || segments.some((s) => s.includes('\0'))) {
    throw AppError.invalidField('files', `Invalid file name: ${filename}`);
  }
  return segments.join('/');
}

export type ReceivedUpload = { teamId: string | undefined; names: string[]; bytes: number };

/**
 * Streams a multipart upload's files to `folder` (each under its relative name), never holding a
 * file in memory, and stops with 413 once the files together pass `maxBytes`. `teamId` comes from
 * the query or a field sent before the files; `authorize(teamId)` runs before the first byte is
 * written. On any error the folder is removed.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: {
    folder: string;
    maxBytes: number;
    queryTeamId: string | undefined;
    authorize: (teamId: string) => Promise<void>;
  },
): Promise<ReceivedUpload> {
  let teamId = options.queryTeamId;
  let authorized = false;
  const names: string[] = [];
  const taken = new Set<string>();
  let bytes = 0;
  try {
    for await (const part of request.parts({
      preservePath: true,
      limits: { fileSize: options.maxBytes, files: 100_000 },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'teamId' && typeof part.value === 'string') teamId ??= part.value;
        continue;
      }
      if (!teamId) throw AppError.invalidField('teamId', 'Send teamId before the files');
      if (!authorized) {
        await options.authorize(teamId);
        authorized = true;
      }
      const name = safeRelativeName(part.filename);
      if (taken.has(name)) throw AppError.invalidField('files', `${name} is sent twice`);
      taken.add(name);
      const target = join(options.folder, 'files', name);
      await mkdir(dirname(target), { recursive: true });
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          if (bytes > options.maxBytes) done(tooLarge(options.maxBytes));
          else done(null, chunk);
        },
      });
      await pipeline(part.file, counter, createWriteStream(target));
      if (part.file.truncated) throw tooLarge(options.maxBytes);
      names.push(name);
    }
    if (names.length === 0) throw AppError.invalidField('files', 'Choose at least one file');
    return { teamId, names, bytes };
  } catch (error) {
    await rm(options.folder, { recursive: true, force: true });
    throw error;
  }
}

function tooLarge(maxBytes: number): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The files are larger than the upload limit of ${maxBytes} bytes`,
    [{ path: 'files', message: `The files are larger than the upload limit of ${maxBytes} bytes` }],
  );
}
