import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './DataTable';

type Item = { id: string; name: string; url: string };

const COLUMNS: DataColumn<Item>[] = [
  { key: 'name', header: 'Name', render: (item) => `name:${item.name}` },
  {
    key: 'url',
    header: 'Endpoint',
    hideBelow: 'md',
    cellTestId: 'item-url',
    render: (item) => item.url,
  },
  { key: 'actions', header: 'Actions', align: 'right', render: (item) => `act:${item.id}` },
];
const ITEMS: Item[] = [
  { id: 'a', name: 'Alpha', url: 'https://a.test' },
  { id: 'b', name: 'Beta', url: 'https://b.test' },
];

/** The markup without emotion's inline <style> tags, which SSR puts before each element. */
function render(props: Partial<ComponentProps<typeof DataTable<Item>>>): string {
  return renderToStaticMarkup(
    createElement(DataTable<Item>, {
      columns: COLUMNS,
      rows: ITEMS,
      isPending: false,
      error: null,
      emptyTitle: 'Nothing here',
      ...props,
    }),
  ).replace(/<style[^>]*>.*?<\/style>/g, '');
}

const texts = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>(.*?)</${tag}>`, 'g'))].map((match) => match[1]);

describe('DataTable', () => {
  it('renders the headers, then one row per item with its cells in column order', () => {
    const html = render({ rowTestId: 'item-row' });
    expect(texts(html, 'th')).toEqual(['Name', 'Endpoint', 'Actions']);
    expect(texts(html, 'td')).toEqual([
      'name:Alpha',
      'https://a.test',
      'act:a',
      'name:Beta',
      'https://b.test',
      'act:b',
    ]);
    expect(html.match(/data-testid="item-row"/g)).toHaveLength(2);
    expect(html).not.toContain('table-empty');
    expect(html).not.toContain('table-loading');
    expect(html.match(/MuiTableCell-alignRight/g)).toHaveLength(3);
  });

  it('hides a column below its breakpoint, header and cells alike', () => {
    const full = renderToStaticMarkup(
      createElement(DataTable<Item>, {
        columns: COLUMNS,
        rows: ITEMS.slice(0, 1),
        isPending: false,
        error: null,
        emptyTitle: 'Nothing here',
      }),
    );
    const hidden = full.match(
      /\{display:none;\}\}@media \(min-width:900px\)\{[^{]+\{display:table-cell;\}/g,
    );
    // One rule for the header cell, one for the body cell; none for the other columns.
    expect(hidden).toHaveLength(2);
  });

  it('marks cells and the card with their test ids', () => {
    const html = render({ testId: 'items-card' });
    expect(html.match(/<td[^>]*data-testid="item-url"/g)).toHaveLength(2);
    expect(html).toMatch(/MuiCard-root[^>]*data-testid="items-card"/);
  });

  it('makes rows focusable only when they open something', () => {
    expect(render({ rowTestId: 'item-row' })).not.toContain('tabindex');
    const html = render({ rowTestId: 'item-row', onRowClick: () => {} });
    expect(
      html.match(
        /<tr[^>]*tabindex="0"[^>]*data-testid="item-row"|<tr[^>]*data-testid="item-row"[^>]*tabindex="0"/g,
      ),
    ).toHaveLength(2);
  });

  it('shows skeleton rows with a cell per column while loading', () => {
    const html = render({ rows: undefined, isPending: true, loadingRows: 2 });
    expect(html.match(/data-testid="table-loading"/g)).toHaveLength(2);
    expect(html.match(/<td/g)).toHaveLength(2 * COLUMNS.length);
  });

  it('shows the empty state across all columns, with its message and action', () => {
    const html = render({ rows: [], emptyMessage: 'Add one.', emptyAction: 'ACTION' });
    expect(html).toContain('data-testid="table-empty"');
    expect(html).toContain(`colSpan="${COLUMNS.length}"`);
    expect(html).toContain('Nothing here');
    expect(html).toContain('Add one.');
    expect(html).toContain('ACTION');
  });

  it('shows the error instead of rows', () => {
    const html = render({ rows: undefined, error: new Error('The list is unavailable') });
    expect(html).toContain('role="alert"');
    expect(html).toContain('The list is unavailable');
    expect(html).not.toContain('table-empty');
  });

  it('shows the pagination only when there is more than one page', () => {
    const pagination = { count: 30, page: 1, pageSize: 25, onPageChange: () => {} };
    expect(render({ pagination })).toContain('26–30 of 30');
    expect(render({ pagination: { ...pagination, count: 25, page: 0 } })).not.toContain(
      'MuiTablePagination',
    );
  });

  it('puts the toolbar inside the card, above the table', () => {
    const html = render({ toolbar: createElement('div', { id: 'search' }, 'SEARCH') });
    expect(html.indexOf('SEARCH')).toBeGreaterThan(html.indexOf('MuiCard-root'));
    expect(html.indexOf('SEARCH')).toBeLessThan(html.indexOf('<table'));
  });
});
