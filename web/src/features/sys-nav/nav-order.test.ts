import type { NavItemNode } from './api';
import { movesOf } from './nav-order';

const node = (
  id: string,
  sort: number,
  parentId: string | null = null,
  children?: NavItemNode[],
): NavItemNode => ({
  id,
  groupId: 'g',
  parentId,
  title: id,
  titles: { 'zh-cn': id, en: '', ru: '' },
  url: '',
  target: '_self',
  sort,
  status: 1,
  ...(children ? { children } : {}),
});

const tree = [node('a', 10), node('b', 20, null, [node('b1', 10, 'b'), node('b2', 20, 'b')]), node('c', 30)];
const summary = (moves: ReturnType<typeof movesOf>) => moves.map((m) => [m.item.id, m.parentId, m.sort]);

describe('movesOf', () => {
  it('moves an item to the top and renumbers only the siblings whose place changed', () => {
    expect(summary(movesOf(tree, { dragId: 'c', parentId: null, index: 0 }))).toEqual([
      ['c', null, 10],
      ['a', null, 20],
      ['b', null, 30],
    ]);
  });

  it('moves an item under another parent', () => {
    expect(summary(movesOf(tree, { dragId: 'a', parentId: 'b', index: 1 }))).toEqual([
      ['a', 'b', 20],
      ['b2', 'b', 30],
    ]);
  });

  it('changes nothing when an item is dropped where it was', () => {
    expect(movesOf(tree, { dragId: 'b', parentId: null, index: 1 })).toEqual([]);
  });
});
