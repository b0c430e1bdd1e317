import { describe, expect, it } from 'vitest';
import { pageWindow, shownRange } from './pagination';

describe('the sliding window of page numbers', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most five numbers with the current page in the middle', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stops sliding at the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows nothing without pages, and keeps a page past the end inside the window', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(9, 6)).toEqual([2, 3, 4, 5, 6]);
  });
});

describe('the rows a page shows', () => {
  it('counts from 1 to the page size on the first page', () => {
    expect(shownRange(1, 20, 25)).toEqual({ from: 1, to: 20 });
  });

  it('ends at the total on the last page', () => {
    expect(shownRange(2, 20, 25)).toEqual({ from: 21, to: 25 });
    expect(shownRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
  });

  it('shows 0 to 0 when there is nothing', () => {
    expect(shownRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
