import { AppError, toMongoQuery, type PageQuery } from '@trade/service-kit';

const policy = { fields: { name: 'string', price: 'number', createdAt: 'date' } } as const;
const base = { pageNumber: 2, pageSize: 20 };

describe('table requests to MongoDB queries', () => {
  it('pages and sorts, newest first by default', () => {
    expect(toMongoQuery(base, policy)).toEqual({ filter: {}, sort: { createdAt: -1 }, skip: 20, limit: 20 });
    expect(toMongoQuery({ ...base, prop: 'price', order: 'ascending' }, policy).sort).toEqual({
      price: 1,
      createdAt: -1,
    });
  });

  it('turns each §9 operator into a condition, with | separating values', () => {
    const filters = [
      { field: 'name', op: '=' as const, value: '茶叶|咖啡' },
      { field: 'price', op: '>=' as const, value: '10' },
      { field: 'price', op: '<' as const, value: 99 },
      { field: 'name', op: 'include' as const, value: 'a.b' },
      { field: 'name', op: 'notinclude' as const, value: 'x' },
      { field: 'name', op: '!=' as const, value: 'y' },
    ];
    expect(toMongoQuery({ ...base, filters }, policy).filter).toEqual({
      $and: [
        { name: { $in: ['茶叶', '咖啡'] } },
        { price: { $gte: 10 } },
        { price: { $lt: 99 } },
        { $or: [{ name: { $regex: 'a\\.b', $options: 'i' } }] },
        { $and: [{ name: { $not: { $regex: 'x', $options: 'i' } } }] },
        { name: { $ne: 'y' } },
      ],
    });
  });

  it('puts the scope and single-value equalities at the top level, where the store answers them first', () => {
    const filters = [
      { field: 'name', op: '=' as const, value: '茶叶' },
      { field: 'createdAt', op: '=' as const, value: '2026-01-02T00:00:00.000Z' },
      { field: 'price', op: '>' as const, value: 5 },
    ];
    const scope = { memberId: 'm1', deletedAt: null };
    expect(toMongoQuery({ ...base, filters }, policy, scope).filter).toEqual({
      memberId: 'm1',
      deletedAt: null,
      name: '茶叶',
      createdAt: new Date('2026-01-02T00:00:00.000Z'),
      $and: [{ price: { $gt: 5 } }],
    });
  });

  it('never lets a filter take the place of the scope: it only narrows it further', () => {
    const memberPolicy = { fields: { memberId: 'string', name: 'string' } } as const;
    const filters = [
      { field: 'memberId', op: '=' as const, value: 'someone-else' },
      { field: 'name', op: '=' as const, value: 'a' },
      { field: 'name', op: '=' as const, value: 'b' },
    ];
    expect(toMongoQuery({ ...base, filters }, memberPolicy, { memberId: 'me' }).filter).toEqual({
      memberId: 'me',
      name: 'a',
      $and: [{ memberId: 'someone-else' }, { name: 'b' }],
    });
  });

  it('merges search_params keys field@op into the filter list and skips empty values', () => {
    const query = toMongoQuery({ ...base, search_params: { 'price@>': 5, 'name@include': '' } }, policy);
    expect(query.filter).toEqual({ $and: [{ price: { $gt: 5 } }] });
  });

  it('refuses fields and sort keys outside the allow-list, so nothing becomes a query operator', () => {
    expect(() =>
      toMongoQuery({ ...base, filters: [{ field: '$where', op: '=', value: '1' }] }, policy),
    ).toThrow(AppError);
    expect(() => toMongoQuery({ ...base, prop: 'password' }, policy)).toThrow(AppError);
    expect(() => toMongoQuery({ ...base, search_params: { 'name@regex': 'x' } }, policy)).toThrow(AppError);
    expect(() =>
      toMongoQuery({ ...base, filters: [{ field: 'price', op: '>', value: 'abc' }] }, policy),
    ).toThrow(AppError);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'refuses %s, a name every object inherits, as a filter or sort field',
    (name) => {
      const refused = (query: Partial<PageQuery>) => {
        try {
          toMongoQuery({ ...base, ...query }, policy);
        } catch (error) {
          return error instanceof AppError && error.status === 400;
        }
        return false;
      };
      expect(refused({ prop: name })).toBe(true);
      expect(refused({ filters: [{ field: name, op: '=', value: '1' }] })).toBe(true);
      expect(refused({ search_params: { [`${name}@=`]: '1' } })).toBe(true);
    },
  );
});
