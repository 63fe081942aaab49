import { camelcase as codec } from '../util/codecs';
import { encodingStrategy } from './encoding-strategy';

export const camelcase = encodingStrategy({
  id: 'camelcase',
  name: 'camelCase',
  description: 'Joins the words into one camelCase token, defeating word-based filters.',
  encode: codec.encode,
  frame: (encoded) => encoded,
});
