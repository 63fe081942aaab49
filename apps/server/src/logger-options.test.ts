import { describe, expect, it } from 'vitest';
import { loggerOptions } from './app';
import { loadConfig } from './config';

const transportOf = (env: Record<string, string>, isTerminal: boolean) => {
  const options = loggerOptions(loadConfig({ NODE_ENV: 'production', ...env }), isTerminal);
  return (options as { transport?: { target: string } }).transport?.target ?? 'json';
};

describe('log format', () => {
  it('writes readable lines on a terminal and JSON lines elsewhere, whatever NODE_ENV says', () => {
    expect(transportOf({}, true)).toBe('pino-pretty');
    expect(transportOf({}, false)).toBe('json');
    expect(transportOf({ NODE_ENV: 'development' }, false)).toBe('json');
  });

  it('follows LOG_FORMAT when it is set', () => {
    expect(transportOf({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(transportOf({ LOG_FORMAT: 'pretty' }, false)).toBe('pino-pretty');
  });

  it('refuses an unknown LOG_FORMAT', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
