import type { App } from '../src/app';
import type { Caller } from './harness';

/**
 * Model files built byte by byte for model-audit tests: a pickle that calls `posix.system` when
 * loaded (protocol 2: PROTO, GLOBAL, BINUNICODE, TUPLE1, REDUCE, STOP) and a valid safetensors
 * file holding one float32 tensor.
 */
export function maliciousPickle(command = 'id'): Buffer {
  const arg = Buffer.from(command, 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(arg.length);
  return Buffer.concat([
    Buffer.from([0x80, 0x02]),
    Buffer.from('cposix\nsystem\n', 'latin1'),
    Buffer.from([0x58]),
    length,
    arg,
    Buffer.from([0x85, 0x52, 0x2e]),
  ]);
}

export function benignSafetensors(): Buffer {
  const header = Buffer.from(
    JSON.stringify({ weight: { dtype: 'F32', shape: [2, 2], data_offsets: [0, 16] } }),
    'utf8',
  );
  const size = Buffer.alloc(8);
  size.writeBigUInt64LE(BigInt(header.length));
  const data = Buffer.alloc(16);
  [1, 2, 3, 4].forEach((value, i) => data.writeFloatLE(value, i * 4));
  return Buffer.concat([size, header, data]);
}

export type UploadFile = { name: string; bytes: Buffer };

/** Posts files as multipart (teamId first, then each file under its relative name). */
export async function uploadModelFiles(
  app: App,
  caller: Caller,
  teamId: string | undefined,
  files: UploadFile[],
) {
  const form = new FormData();
  if (teamId !== undefined) form.append('teamId', teamId);
  for (const file of files) form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: '/api/v1/model-audit/scans',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      cookie: caller.cookie,
      'content-type': encoded.headers.get('content-type') ?? '',
    },
  });
}
