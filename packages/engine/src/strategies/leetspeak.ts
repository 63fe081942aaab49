import { leetspeak as codec } from '../util/codecs';
import { encodingStrategy } from './encoding-strategy';

export const leetspeak = encodingStrategy({
  id: 'leetspeak',
  name: 'Leetspeak',
  description: 'Swaps letters for look-alike digits (e→3, a→4) to dodge keyword filters.',
  encode: codec.encode,
  frame: (encoded) => encoded,
  encoding: 'leetspeak',
});
