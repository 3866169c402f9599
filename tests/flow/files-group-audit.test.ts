import { waitFor } from '@trade/service-kit/testing';
import { ADMIN, adminToken, call, startMarketplaceStack, type MarketplaceStack } from './marketplace-stack';

/** The address the admin works from, as the proxy in front of the gateway reports it. */
const ADMIN_IP = '203.0.113.58';

interface AuditRow {
  action: string;
  subject: string;
  ip?: string;
  actor?: { kind?: string; sub?: string; name?: string };
  data?: Record<string, unknown>;
}

/** The back-office library's groups are accountable: each change's audit line names the admin and the IP. */
describe('admin file groups in the audit log', () => {
  let stack: MarketplaceStack;
  let admin: string;

  beforeAll(async () => {
    // The gateway stands behind a trusted proxy on loopback, which names the client; files trusts the gateway.
    stack = await startMarketplaceStack({
      gatewayEnv: { TRUST_PROXY: 'loopback' },
      filesEnv: { TRUST_PROXY: '127.0.0.1' },
    });
    admin = await adminToken(stack.api);
  });
  afterAll(async () => {
    await stack?.close();
  });

  const fromAdmin = (body: unknown) => ({ body, token: admin, headers: { 'x-forwarded-for': ADMIN_IP } });
  const auditLine = (subject: string, change: string) =>
    waitFor(
      async () => {
        const res = await call(
          stack.api,
          `/system/log/list?action=trade.file.group-changed&subject=${subject}&pageSize=50`,
          { token: admin },
        );
        return (res.body.data?.rows as AuditRow[] | undefined)?.find((row) => row.data?.change === change);
      },
      30000,
      `the ${change} audit line`,
    );

  it('writes a line with the admin name and IP for adding, renaming and deleting a group', async () => {
    const label = `报关单据${Date.now().toString(36)}`;
    const added = await call(stack.api, '/admin/sys.fileGroup/add', fromAdmin({ label, show_order: 3 }));
    expect(added.status).toBe(200);
    const id = added.body.data.id as string;
    expect(await auditLine(id, 'added')).toMatchObject({
      action: 'trade.file.group-changed',
      source: 'files',
      ip: ADMIN_IP,
      actor: { kind: 'admin', name: ADMIN.username },
      data: { id, label, show_order: 3, ownerKind: 'admin' },
    });

    const renamed = await call(
      stack.api,
      '/admin/sys.fileGroup/edit',
      fromAdmin({ id, label: `${label}-归档`, show_order: 1 }),
    );
    expect(renamed.status).toBe(200);
    expect(await auditLine(id, 'edited')).toMatchObject({
      ip: ADMIN_IP,
      actor: { kind: 'admin', name: ADMIN.username },
      data: { label: `${label}-归档`, show_order: 1, before: { label, show_order: 3 } },
    });

    const deleted = await call(stack.api, '/admin/sys.fileGroup/del', fromAdmin({ id }));
    expect(deleted.status).toBe(200);
    expect(await auditLine(id, 'deleted')).toMatchObject({
      ip: ADMIN_IP,
      actor: { kind: 'admin', name: ADMIN.username },
      data: { label: `${label}-归档`, ungrouped: 0 },
    });
    // Deleted: gone from the list, and its name is free again.
    const list = await call(stack.api, '/basic.fileGroup/list', { token: admin });
    expect(list.body.data.map((g: { id: string }) => g.id)).not.toContain(id);
    const again = await call(stack.api, '/admin/sys.fileGroup/add', fromAdmin({ label: `${label}-归档` }));
    expect(again.status).toBe(200);
  });

  it('changes nothing and writes no line for a group that does not exist', async () => {
    const missing = await call(
      stack.api,
      '/admin/sys.fileGroup/del',
      fromAdmin({ id: '65f000000000000000000099' }),
    );
    expect(missing.status).toBe(404);
  });
});
