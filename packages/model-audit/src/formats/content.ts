import type { ScanContext } from '../context';
import type { StreamReader } from '../io/stream-reader';

/** One piece of content to scan: a file on disk, or a member streamed out of an archive. */
export type Content = {
  ctx: ScanContext;
  /** File or member name (for extension checks). */
  name: string;
  /** Size in bytes when known up front (file size, archive header). */
  size?: number;
  reader: StreamReader;
  /** Set for files on disk: lets the zip scanner read the central directory in place. */
  filePath?: string;
};

/** Scans content of any format (the registry's entry point, handed to archive scanners). */
export type ScanContentFn = (content: Content) => Promise<void>;
