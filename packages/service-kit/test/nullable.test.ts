import { Nullable, Type, createApp } from '@trade/service-kit';

/** A body with an optional number that may be left empty, checked as every route checks its body. */
async function echoApp() {
  const app = createApp({
    name: 'nullable-test',
    internalSecret: 'nullable-test-secret-0123456789',
    logger: false,
  });
  app.post(
    '/echo',
    {
      schema: {
        body: Type.Object({
          volume: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
          employees: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
        }),
      },
    },
    async (request) => request.body,
  );
  await app.ready();
  return app;
}

describe('Nullable', () => {
  it('keeps an explicit null empty instead of turning it into 0', async () => {
    const app = await echoApp();
    try {
      const empty = await app.inject({
        method: 'POST',
        url: '/echo',
        payload: { volume: null, employees: null },
      });
      expect(empty.json()).toEqual({ volume: null, employees: null });
      const given = await app.inject({
        method: 'POST',
        url: '/echo',
        payload: { volume: 1200.5, employees: '30' },
      });
      expect(given.json()).toEqual({ volume: 1200.5, employees: 30 });
      const wrong = await app.inject({ method: 'POST', url: '/echo', payload: { volume: -1 } });
      expect(wrong.statusCode).toBe(400);
    } finally {
      await app.close();
    }
  });
});
