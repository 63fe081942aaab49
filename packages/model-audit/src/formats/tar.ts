import { Readable } from 'node:stream';
import tar from 'tar-stream';
import { StreamReader } from '../io/stream-reader';
import { RULES } from '../rules';
import { checkMemberPath, reportLink } from './archive-checks';
import type { Content, ScanContentFn } from './content';

/**
 * Streams a tar archive member by member (also the legacy PyTorch format: `sys_info`,
 * `pickle`, `storages`, `tensors`), checking paths and links and scanning every member.
 */
export async function scanTar(content: Content, scanContent: ScanContentFn): Promise<void> {
  const { ctx } = content;
  const extract = tar.extract();
  const source = Readable.from(content.reader.remaining());
  source.on('error', (error) => extract.destroy(error));
  source.pipe(extract);
  try {
    for await (const entry of extract) {
      const { header } = entry;
      const name = header.name;
      checkMemberPath(ctx, 'tar', name);
      const reader = new StreamReader(entry as AsyncIterable<Buffer>);
      if (header.type === 'symlink' || header.type === 'link') {
        reportLink(ctx, 'tar', name, header.linkname ?? undefined);
      } else if (header.type === 'character-device' || header.type === 'block-device') {
        ctx.report('tar', {
          rule: RULES.symlink,
          severity: 'high',
          message: `Member "${name}" is a device file.`,
        });
      } else if (header.type === 'file' || header.type === 'contiguous-file') {
        await scanContent({ ctx: ctx.child(name), name, size: header.size, reader });
      }
      await reader.drain();
    }
  } catch (error) {
    ctx.report('tar', {
      rule: RULES.notScanned,
      severity: 'medium',
      message: `The tar archive is damaged: ${(error as Error).message}`,
    });
  } finally {
    source.destroy();
  }
}
