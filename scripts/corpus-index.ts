/**
 * Writes packages/engine/src/plugins/corpus/index.ts: one import per corpus file, so the
 * attack library stays JSON data files and still bundles. Run after adding a corpus file:
 *   npx tsx scripts/corpus-index.ts
 * (plugins/corpus.test.ts fails while the index is out of date).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { corpusIndexSource } from '../packages/engine/src/plugins/corpus/files';

const CORPUS = fileURLToPath(new URL('../packages/engine/src/plugins/corpus/', import.meta.url));

writeFileSync(CORPUS + 'index.ts', corpusIndexSource(CORPUS));
console.log(`wrote ${CORPUS}index.ts`);
