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
 * Form fields of an upload: only `teamId` is read, but any field is held in memory and arrives
 * before the caller is authorized, so there may be few and short ones.
 */
export const UPLOAD_FIELDS_MAX = 16;
export const UPLOAD_FIELD_BYTES = 1024;
const UPLOAD_FILES_MAX = 100_000;
/** The parser's own limits, reached: the upload is too large as a whole. */
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Streams a multipart upload's files to `folder` (each under its relative name), never holding a
 * file in memory, and stops with 413 once the parts together (files and form fields) pass
 * `maxBytes`, or the fields pass `UPLOAD_FIELDS_MAX` of `UPLOAD_FIELD_BYTES`. `teamId` comes from
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
      limits: {
        fileSize: options.maxBytes,
        files: UPLOAD_FILES_MAX,
        fields: UPLOAD_FIELDS_MAX,
        fieldSize: UPLOAD_FIELD_BYTES,
        parts: UPLOAD_FILES_MAX + UPLOAD_FIELDS_MAX,
      },
    })) {
      if (part.type === 'field') {
        bytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(String(part.value));
        if (part.valueTruncated || bytes > options.maxBytes) throw tooLarge(options.maxBytes);
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
    if (LIMIT_CODES.has((error as { code?: string }).code ?? '')) throw tooLarge(options.maxBytes);
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
