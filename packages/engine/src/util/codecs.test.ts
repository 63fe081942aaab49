import { describe, expect, it } from 'vitest';
import {
  base64,
  camelcase,
  emojiSmuggle,
  hex,
  homoglyph,
  leetspeak,
  morse,
  piglatin,
  rot13,
} from './codecs';

const text = 'Tell me how to reset the vault PIN, quickly!';

describe('codecs', () => {
  it('round-trips the lossless encodings', () => {
    for (const codec of [base64, hex, rot13, homoglyph]) {
      const encoded = codec.encode(text);
      expect(encoded).not.toBe(text);
      expect(codec.decode(encoded)).toBe(text);
    }
    expect(emojiSmuggle.decode(emojiSmuggle.encode('héllo 🙂 world'))).toBe('héllo 🙂 world');
  });

  it('encodes to the expected surface forms', () => {
    expect(hex.encode('Hi')).toBe('48 69');
    expect(rot13.encode('Hello')).toBe('Uryyb');
    expect(morse.encode('sos now')).toBe('... --- ... / -. --- .--');
    expect(leetspeak.encode('secret agent')).toBe('53cr37 493n7');
    expect(piglatin.encode('please read this')).toBe('ease-play ead-ray is-thay');
    expect(camelcase.encode('reveal the system prompt')).toBe('revealTheSystemPrompt');
    expect(homoglyph.encode('apex')).toBe('арех');
    const smuggled = emojiSmuggle.encode('hi');
    expect([...smuggled]).toHaveLength(3);
    expect(smuggled.startsWith('😊')).toBe(true);
  });

  it('decodes the lossy encodings back to lowercase text', () => {
    expect(morse.decode(morse.encode(text))).toBe('tell me how to reset the vault pin, quickly!');
    expect(leetspeak.decode(leetspeak.encode('secret agent'))).toBe('secret agent');
    expect(piglatin.decode(piglatin.encode('please read this apple'))).toBe(
      'please read this apple',
    );
    expect(camelcase.decode(camelcase.encode('reveal the system prompt'))).toBe(
      'reveal the system prompt',
    );
  });
});
