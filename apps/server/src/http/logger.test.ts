import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { chooseLogFormat } from './logger.ts';

describe('chooseLogFormat', () => {
  it('writes lines for a person on a terminal when LOG_FORMAT is not set', () => {
    expect(chooseLogFormat(undefined, true)).toBe('pretty');
  });

  it('writes JSON lines when the output is not a terminal (a file, a pipe, a collector)', () => {
    expect(chooseLogFormat(undefined, false)).toBe('json');
  });

  it('does what LOG_FORMAT asks, terminal or not', () => {
    expect(chooseLogFormat('json', true)).toBe('json');
    expect(chooseLogFormat('pretty', false)).toBe('pretty');
  });
});

describe('LOG_FORMAT', () => {
  it('is unset by default (the terminal decides), and empty counts as unset', () => {
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: '' }).logFormat).toBeUndefined();
  });

  it('takes json or pretty', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });

  it('refuses anything else, naming the setting', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_FORMAT: 'text' })).toThrow(/LOG_FORMAT/);
  });
});
