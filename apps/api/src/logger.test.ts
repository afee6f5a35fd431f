import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('createLogger', () => {
  it('writes one JSON object per line with time, level, message and fields', () => {
    const lines: string[] = [];
    createLogger({ level: 'info', write: (line) => lines.push(line) }).info('request', { status: 200 });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      msg: 'request',
      status: 200,
    });
  });

  it('drops lines below its level and writes nothing when silent', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', write: (line) => lines.push(line) });
    logger.debug('a');
    logger.info('b');
    logger.warn('c');
    logger.error('d');
    createLogger({ level: 'silent', write: (line) => lines.push(line) }).error('e');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['c', 'd']);
  });

  it('adds child fields and keeps an error readable', () => {
    const lines: string[] = [];
    const child = createLogger({ level: 'info', write: (line) => lines.push(line) }).child({ site: 'sk' });
    child.error('failed', { error: new Error('boom') });
    expect(JSON.parse(lines[0]!)).toMatchObject({ site: 'sk', error: { name: 'Error', message: 'boom' } });
  });
});
