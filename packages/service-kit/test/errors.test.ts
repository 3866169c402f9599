import mongoose from 'mongoose';
import { KafkaJSConnectionError } from 'kafkajs';
import { createApp, fail } from '@trade/service-kit';

/** Every failure leaves as the envelope with the status its cause deserves. */
describe('error mapping', () => {
  const app = createApp({ name: 'errors', internalSecret: 'x'.repeat(32), logger: false });
  const thrown: { error: Error } = { error: new Error('unset') };
  app.post('/throw', async () => {
    throw thrown.error;
  });
  afterAll(() => app.close());

  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
  const backendDown: Array<[string, () => Error]> = [
    ['a refused connection', refused],
    ['a refused connection wrapped as the cause', () => new Error('request failed', { cause: refused() })],
    [
      'MongoDB that cannot be reached',
      () => new mongoose.mongo.MongoServerSelectionError('no server', {} as never),
    ],
    ['MongoDB that dropped the socket', () => new mongoose.mongo.MongoNetworkError('closed')],
    [
      'mongoose giving up on a queued operation',
      () => new mongoose.Error('Operation `x.find()` buffering timed out after 10000ms'),
    ],
    [
      'Redis retries used up',
      () => Object.assign(new Error('Reached the max retries'), { name: 'MaxRetriesPerRequestError' }),
    ],
    ['Kafka that cannot be reached', () => new KafkaJSConnectionError('Connection error')],
    [
      'an object store answering 503',
      () => Object.assign(new Error('SlowDown'), { $fault: 'server', $metadata: { httpStatusCode: 503 } }),
    ],
  ];

  it.each(backendDown)('answers %s with 503 "try again later" and Retry-After', async (_what, make) => {
    thrown.error = make();
    const res = await app.inject({ method: 'POST', url: '/throw', headers: { lang: 'ru' }, payload: {} });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      code: 503,
      message: 'Сервис временно недоступен, повторите попытку позже',
      data: { errorId: 'TRY_AGAIN_LATER' },
    });
  });

  it('keeps a bug a 500 and a catalogue failure its own status', async () => {
    thrown.error = new TypeError('undefined is not a function');
    expect((await app.inject({ method: 'POST', url: '/throw', payload: {} })).statusCode).toBe(500);
    thrown.error = fail('NOT_FOUND');
    expect((await app.inject({ method: 'POST', url: '/throw', payload: {} })).statusCode).toBe(404);
  });
});
