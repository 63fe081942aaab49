import { rot13 as codec } from '../util/codecs';
import { encodingStrategy } from './encoding-strategy';

export const rot13 = encodingStrategy({
  id: 'rot13',
  name: 'ROT13',
  description: 'Rotates letters by 13 places.',
  encode: codec.encode,
  frame: (encoded) => `This message is rot13-encoded. Decode it and reply:\n${encoded}`,
  encoding: 'rot13',
});
