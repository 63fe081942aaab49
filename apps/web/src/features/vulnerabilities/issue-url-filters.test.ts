import { describe, expect, it } from 'vitest';
import {
  apiFiltersOf,
  DEFAULT_ORDER,
  nextOrder,
  orderOf,
  orderParams,
  urlFiltersOf,
} from './issue-url-filters';

const params = (query: string) => new URLSearchParams(query);

describe('the Vulnerabilities page’s URL query', () => {
  it('reads the order, each sort in its natural direction unless the URL says otherwise', () => {
    expect(orderOf(params(''))).toEqual(DEFAULT_ORDER);
    expect(orderOf(params('sort=plugin'))).toEqual({ sort: 'plugin', order: 'asc' });
    expect(orderOf(params('sort=occurrences'))).toEqual({ sort: 'occurrences', order: 'desc' });
    expect(orderOf(params('sort=lastSeenAt&order=asc'))).toEqual({
      sort: 'lastSeenAt',
      order: 'asc',
    });
    expect(orderOf(params('sort=name&order=up'))).toEqual(DEFAULT_ORDER);
  });

  it('turns the active column around, and starts another its natural way', () => {
    expect(nextOrder(DEFAULT_ORDER, 'severity')).toEqual({ sort: 'severity', order: 'asc' });
    expect(nextOrder({ sort: 'severity', order: 'asc' }, 'severity')).toEqual(DEFAULT_ORDER);
    expect(nextOrder(DEFAULT_ORDER, 'plugin')).toEqual({ sort: 'plugin', order: 'asc' });
    expect(nextOrder({ sort: 'plugin', order: 'asc' }, 'occurrences')).toEqual({
      sort: 'occurrences',
      order: 'desc',
    });
  });

  it('writes only what differs from the default order', () => {
    expect(orderParams(DEFAULT_ORDER)).toEqual({ sort: '', order: '' });
    expect(orderParams({ sort: 'severity', order: 'asc' })).toEqual({
      sort: 'severity',
      order: 'asc',
    });
    expect(orderParams({ sort: 'plugin', order: 'asc' })).toEqual({ sort: 'plugin', order: '' });
    expect(orderParams({ sort: 'plugin', order: 'desc' })).toEqual({
      sort: 'plugin',
      order: 'desc',
    });
  });

  it('asks the API for the valid filters only, and the order unless it is the default', () => {
    const url = urlFiltersOf(
      params('status=open&severity=severe&category=bias&framework=owasp:llm:01&pluginId=x&q=bank'),
    );
    expect(apiFiltersOf('team-1', url, 'bank', DEFAULT_ORDER)).toEqual({
      teamId: 'team-1',
      targetId: undefined,
      status: 'open',
      severity: undefined,
      pluginId: 'x',
      category: 'bias',
      framework: 'owasp:llm:01',
      q: 'bank',
    });
    expect(
      apiFiltersOf(undefined, urlFiltersOf(params('category=weather')), '', {
        sort: 'occurrences',
        order: 'desc',
      }),
    ).toMatchObject({ category: undefined, q: undefined, sort: 'occurrences', order: 'desc' });
  });
});
