import { homoglyph as codec } from '../util/codecs';
import { encodingStrategy } from './encoding-strategy';

export const homoglyph = encodingStrategy({
  id: 'homoglyph',
  name: 'Homoglyph',
  description: 'Replaces Latin letters with identical-looking Cyrillic and Greek ones.',
  encode: codec.encode,
  frame: (encoded) => encoded,
  encoding: 'homoglyph',
});
