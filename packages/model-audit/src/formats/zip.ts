import yauzl from 'yauzl';
import { StreamReader } from '../io/stream-reader';
import { RULES } from '../rules';
import { checkMemberPath, checkRatio, reportLink } from './archive-checks';
import type { Content, ScanContentFn } from './content';

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const MAX_LINK_TARGET = 4096;

const OPTIONS: yauzl.Options = {
  lazyEntries: true,
  autoClose: true,
  // Names are decoded here, not by yauzl, which would stop at the first unsafe name
  // ("../x"): those are exactly what the scanner must report.
  decodeStrings: false,
  validateEntrySizes: true,
};

async function openZip(content: Content): Promise<yauzl.ZipFile | undefined> {
  if (content.filePath) return yauzl.openPromise(content.filePath, OPTIONS);
  // A zip inside an archive has no random access: read it into memory when small enough.
  const data = await content.reader.rest(content.ctx.limits.maxBufferedMember);
  if (!data) {
    content.ctx.notScanned('zip', 'Nested zip is larger than the in-memory limit; not opened.');
    return undefined;
  }
  return yauzl.fromBufferPromise(Buffer.from(data), OPTIONS);
}

const isSymlink = (entry: yauzl.Entry) =>
  entry.versionMadeBy >> 8 === 3 && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;

async function readAll(stream: NodeJS.ReadableStream, max: number): Promise<string> {
  const reader = new StreamReader(stream as AsyncIterable<Buffer>);
  return ((await reader.rest(max)) ?? Buffer.alloc(0)).toString('utf8');
}

/**
 * Reads the central directory (never the whole file), checks every member's path, link and
 * size ratio, then streams each member through the registry (pickles, nested archives, …).
 */
export async function scanZip(content: Content, scanContent: ScanContentFn): Promise<void> {
  const { ctx } = content;
  let zip: yauzl.ZipFile | undefined;
  try {
    zip = await openZip(content);
  } catch (error) {
    ctx.report('zip', {
      rule: RULES.notScanned,
      severity: 'medium',
      message: `The zip cannot be read: ${(error as Error).message}`,
    });
    return;
  }
  if (!zip) return;
  const localHeaders = new Set<number>();
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        false,
      );
      checkMemberPath(ctx, 'zip', name);
      // Entries sharing one local header are the "overlapping files" zip bomb.
      if (localHeaders.has(entry.relativeOffsetOfLocalHeader)) {
        ctx.report('zip', {
          rule: RULES.compressionBomb,
          message: `Member "${name}" reuses the data of another member (overlapping entries).`,
        });
        continue;
      }
      localHeaders.add(entry.relativeOffsetOfLocalHeader);
      if (name.endsWith('/')) continue;
      if (checkRatio(ctx, 'zip', name, entry.compressedSize, entry.uncompressedSize)) continue;
      if (entry.isEncrypted() || !entry.canDecodeFileData()) {
        ctx
          .child(name)
          .notScanned('zip', 'Member is encrypted or uses an unsupported compression.');
        continue;
      }
      await scanEntry(zip, entry, name, content, scanContent);
    }
  } catch (error) {
    ctx.report('zip', {
      rule: RULES.notScanned,
      severity: 'medium',
      message: `The zip is damaged: ${(error as Error).message}`,
    });
  } finally {
    zip.close();
  }
}

/** Streams one member through the registry; a damaged member is a finding, the scan goes on. */
async function scanEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  name: string,
  content: Content,
  scanContent: ScanContentFn,
): Promise<void> {
  const { ctx } = content;
  let stream;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch (error) {
    ctx.child(name).report('zip', {
      rule: RULES.notScanned,
      severity: 'medium',
      message: `The member cannot be read: ${(error as Error).message}`,
    });
    return;
  }
  try {
    if (isSymlink(entry)) reportLink(ctx, 'zip', name, await readAll(stream, MAX_LINK_TARGET));
    else
      await scanContent({
        ctx: ctx.child(name),
        name,
        size: entry.uncompressedSize,
        reader: new StreamReader(stream),
      });
  } finally {
    stream.destroy();
  }
}
