import { describe, expect, it } from 'vitest';
import type { CategoryRow } from '@store/shared/api/admin-taxonomy';
import { categoryDrop, listDrop } from './tree-drop.ts';

const row = (id: number, parent_id: number | null): CategoryRow => ({
  id,
  tree: 'general',
  parent_id,
  name: `c${id}`,
  sort: id,
  goods_count: 0,
});
// Tops 1, 2, 3; under 1: 11, 12, 13.
const rows = [row(1, null), row(2, null), row(3, null), row(11, 1), row(12, 1), row(13, 1)];

describe('a drop in the trees becomes the server’s parent and index', () => {
  it('moving down past its own place counts one place less; moving up does not', () => {
    expect(listDrop([11, 12, 13], 11, 13, true)).toBe(2); // 11 below 13 → [12, 13, 11]
    expect(listDrop([11, 12, 13], 11, 12, false)).toBe(0); // 11 above 12 → stays first
    expect(listDrop([11, 12, 13], 13, 11, false)).toBe(0); // 13 above 11 → first
    expect(listDrop([11, 12, 13], 13, 11, true)).toBe(1); // 13 below 11 → second
  });

  it('into a category is its first child; beside one is among that one’s siblings; a top level is parent 0', () => {
    expect(categoryDrop(rows, 'general', { dragged: 13, target: 2, into: true, below: false })).toEqual({
      parent_id: 2,
      index: 0,
    });
    expect(categoryDrop(rows, 'general', { dragged: 13, target: 2, into: false, below: true })).toEqual({
      parent_id: 0,
      index: 2,
    });
    expect(categoryDrop(rows, 'general', { dragged: 11, target: 13, into: false, below: true })).toEqual({
      parent_id: 1,
      index: 2,
    });
  });
});
