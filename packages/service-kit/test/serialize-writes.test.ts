import { Schema, type Connection } from 'mongoose';
import { connectMongo, outboxFields, schemaOptions } from '@trade/service-kit';
import { testServers, unique } from '@trade/service-kit/testing';

/**
 * On the real local server, which without the lock loses one of two concurrent
 * updates of a document: the relay's $pull of a published event must never undo
 * a state change made at the same moment, nor the other way round.
 */
describe('writes to a document with an outbox', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await connectMongo(testServers().MONGO_URL, unique('test_kit_writes'));
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  const model = () =>
    connection.model(
      unique('Item'),
      new Schema({ status: String, note: String, ...outboxFields }, schemaOptions),
    );

  it('keeps both a relay $pull and a state change made at the same time', async () => {
    const items = model();
    let lost = 0;
    for (let i = 0; i < 15; i += 1) {
      const doc = await items.create({ status: 'pending', _outbox: ['e1'], _outboxPending: true });
      await Promise.all([
        items.updateOne({ _id: doc._id }, { $pull: { _outbox: 'e1' } }),
        items.findOneAndUpdate(
          { _id: String(doc._id) },
          { $set: { status: 'approved' }, $push: { _outbox: 'e2' } },
        ),
        (async () => {
          const loaded = await items.findById(doc._id);
          loaded!.note = `note ${i}`;
          await loaded!.save();
        })(),
      ]);
      const after = await items.findById(doc._id).select('+_outbox').lean();
      if (after?.status !== 'approved' || JSON.stringify(after._outbox) !== '["e2"]') lost += 1;
    }
    expect(lost).toBe(0);
  });
});
