import { waitFor } from '@trade/service-kit/testing';
import {
  ADMIN,
  adminToken,
  call,
  registerMember,
  startMarketplaceStack,
  supplyForm,
  type MarketplaceStack,
  type Member,
} from './marketplace-stack';

/** The address the admin works from, as the proxy in front of the gateway reports it. */
const ADMIN_IP = '203.0.113.47';

interface AuditRow {
  action: string;
  subject: string;
  ip?: string;
  actor?: { kind?: string; sub?: string; name?: string };
  data?: Record<string, unknown>;
}

/** The back office's review is accountable: each decision's audit line names the admin and the IP. */
describe('marketplace review in the audit log', () => {
  let stack: MarketplaceStack;
  let admin: string;
  let a: Member;

  beforeAll(async () => {
    // The gateway stands behind a trusted proxy on loopback, which names the client.
    stack = await startMarketplaceStack({ gatewayEnv: { TRUST_PROXY: 'loopback' } });
    admin = await adminToken(stack.api);
    a = await registerMember(stack.api, stack.redis, '黑河粮贸');
  });
  afterAll(async () => {
    await stack?.close();
  });

  const auditLine = (action: string, subject: string, match: (row: AuditRow) => boolean = () => true) =>
    waitFor(
      async () => {
        const res = await call(
          stack.api,
          `/system/log/list?action=${action}&subject=${subject}&pageSize=50`,
          {
            token: admin,
          },
        );
        return (res.body.data?.rows as AuditRow[] | undefined)?.find(match);
      },
      30000,
      `the ${action} audit line`,
    );

  /** A's new supply, awaiting review: its id. */
  const addSupply = async (name?: string) => {
    const added = await call(stack.api, '/home/member.Supply/add', {
      body: supplyForm({ ...(name ? { name } : {}), gallery: a.gallery }),
      token: a.token,
    });
    expect(added.status).toBe(200);
    return added.body.data.id as string;
  };
  /** The admin's token, sent through the proxy that names the admin's address. */
  const fromAdmin = () => ({ token: admin, headers: { 'x-forwarded-for': ADMIN_IP } });

  it('names the admin and the IP on an approval, and on hiding and showing the item', async () => {
    const id = await addSupply();

    const approved = await call(stack.api, '/admin/product.supply/audit', {
      body: { id, auditStatus: 'approved' },
      ...fromAdmin(),
    });
    expect(approved.status).toBe(200);
    const approval = await auditLine('trade.supply.audited', id);
    expect(approval).toMatchObject({
      subject: id,
      ip: ADMIN_IP,
      actor: { kind: 'admin', name: ADMIN.username },
      data: { auditStatus: 'approved' },
    });

    const hidden = await call(stack.api, '/admin/product.supply/changeStatus', {
      body: { id, visible: false },
      ...fromAdmin(),
    });
    expect(hidden.status).toBe(200);
    const hiding = await auditLine('trade.supply.status-changed', id, (row) => row.data?.visible === false);
    expect(hiding).toMatchObject({ ip: ADMIN_IP, actor: { kind: 'admin', name: ADMIN.username } });

    // A member's own change names the member by id, never as an admin.
    const shown = await call(stack.api, '/home/member.Supply/changeStatus', {
      body: { id, visible: true },
      token: a.token,
    });
    expect(shown.status).toBe(200);
    const showing = await auditLine('trade.supply.status-changed', id, (row) => row.data?.visible === true);
    expect(showing.actor).toMatchObject({ kind: 'member' });
    expect(showing.actor?.name).toBeUndefined();
    expect(showing.ip).toEqual(expect.any(String));
  });

  it('names the admin and the IP on a rejection', async () => {
    const id = await addSupply('待驳回的东北大豆');

    const rejected = await call(stack.api, '/admin/product.supply/audit', {
      body: { id, auditStatus: 'rejected', rejectReason: '图片与产品不符' },
      ...fromAdmin(),
    });
    expect(rejected.status).toBe(200);
    const rejection = await auditLine('trade.supply.audited', id);
    expect(rejection).toMatchObject({
      subject: id,
      ip: ADMIN_IP,
      actor: { kind: 'admin', name: ADMIN.username },
      data: { auditStatus: 'rejected' },
    });
  });

  it('names the admin and the IP when the admin shows a hidden item again', async () => {
    const id = await addSupply('重新上架的东北大豆');
    const approved = await call(stack.api, '/admin/product.supply/audit', {
      body: { id, auditStatus: 'approved' },
      ...fromAdmin(),
    });
    expect(approved.status).toBe(200);
    const hidden = await call(stack.api, '/admin/product.supply/changeStatus', {
      body: { id, visible: false },
      ...fromAdmin(),
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.visible).toBe(false);

    const shown = await call(stack.api, '/admin/product.supply/changeStatus', {
      body: { id, visible: true },
      ...fromAdmin(),
    });
    expect(shown.status).toBe(200);
    expect(shown.body.data.visible).toBe(true);
    const showing = await auditLine('trade.supply.status-changed', id, (row) => row.data?.visible === true);
    expect(showing).toMatchObject({
      subject: id,
      ip: ADMIN_IP,
      actor: { kind: 'admin', name: ADMIN.username },
      data: { visible: true },
    });
  });
});
