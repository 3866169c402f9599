import { waitFor } from '@trade/service-kit/testing';
import { call, phoneWithCode, type IdentityStack } from './identity-stack';
import { adminToken, auditLines, memberToken, startSettingsStack } from './sys-settings-helpers';

/** The back office's guestbook through the real gateway: page and delete, audited. */
describe('guestbook messages in the back office', () => {
  let stack: IdentityStack;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    stack = await startSettingsStack();
    admin = await adminToken(stack.api);
    member = await memberToken(stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it.each(['/admin/guestbook/page', '/admin/guestbook/del'])(
    'refuses a member token on %s with 403',
    async (path) => {
      expect((await call(stack.api, path, { body: { id: 'a'.repeat(24) }, token: member })).status).toBe(403);
    },
  );

  it.each([
    ['/admin/guestbook/page', { pageSize: 0 }, 'pageSize'],
    ['/admin/guestbook/del', { id: 'not-an-id' }, 'id'],
  ])('answers bad input on %s with 400 naming the field', async (path, body, field) => {
    const res = await call(stack.api, path, { body, token: admin });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.data)).toContain(field);
  });

  it("deletes a message: it leaves the list, the visitor's contact details are erased, and the audit log records it", async () => {
    const { phone, code } = await phoneWithCode(stack);
    const added = await call(stack.api, '/guestbook/add', {
      body: {
        name: '周女士',
        phone,
        code,
        email: 'zhou@example.com',
        company: '满洲里贸易',
        content: '请联系我',
        consent: true,
      },
    });
    expect(added.status).toBe(200);
    const id = added.body.data.id as string;
    const listed = async () =>
      (
        await call(stack.api, '/admin/guestbook/page', {
          body: { pageNumber: 1, pageSize: 50 },
          token: admin,
        })
      ).body.data.rows as { id: string; phone?: string }[];
    expect((await listed()).find((r) => r.id === id)).toMatchObject({ phone: `+86${phone}` });

    const del = await call(stack.api, '/admin/guestbook/del', { body: { id }, token: admin });
    expect(del.body.data).toEqual({ deleted: 1 });
    expect((await listed()).some((r) => r.id === id)).toBe(false);
    // Deleting again deletes nothing.
    expect((await call(stack.api, '/admin/guestbook/del', { body: { id }, token: admin })).body.data).toEqual(
      {
        deleted: 0,
      },
    );
    const stored = await stack.notify.mongo.collection('guestbook').findOne({ name: '周女士' });
    expect(stored).not.toHaveProperty('phone');
    expect(stored).not.toHaveProperty('email');

    const line = await waitFor(
      async () =>
        (await auditLines(stack.api, admin, 'trade.guestbook.deleted')).find((l) => l.subject === id),
      // A fresh consumer group joins the topic first: allow for the rebalance.
      30000,
      'the deletion in the audit log',
    );
    expect(line).toMatchObject({
      actor: { kind: 'admin' },
      data: { id, name: '周女士', company: '满洲里贸易', content: '请联系我' },
    });
    expect(JSON.stringify(line)).not.toContain(phone);
  });
});
