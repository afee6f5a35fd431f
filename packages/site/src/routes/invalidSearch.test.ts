import { isNotFound, SearchParamError } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { notFoundOnInvalidSearch } from './invalidSearch';

describe('notFoundOnInvalidSearch', () => {
  it('turns a search validation error into not found', () => {
    let thrown: unknown;
    try {
      notFoundOnInvalidSearch(new SearchParamError('variant must be a, b, c or d'));
    } catch (error) {
      thrown = error;
    }
    expect(isNotFound(thrown)).toBe(true);
  });

  it('leaves other errors to the error view', () => {
    expect(() => notFoundOnInvalidSearch(new Error('database down'))).not.toThrow();
  });
});
