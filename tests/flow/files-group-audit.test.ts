import ExcelJS from 'exceljs';
import { waitFor } from '@trade/service-kit/testing';
import {
  ADMIN,
  adminToken,
  call,
  PNG,
  startMarketplaceStack,
  type MarketplaceStack,
} from './marketplace-stack';

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
  const auditLine = (subject: string, change: string, action = 'trade.file.group-changed') =>
    waitFor(
      async () => {
        const res = await call(
          stack.api,
          `/system/log/list?action=${action}&subject=${subject}&pageSize=50`,
          { token: admin },
        );
        return (res.body.data?.rows as AuditRow[] | undefined)?.find((row) => row.data?.change === change);
      },
      30000,
      `the ${change} audit line`,
    );
  /** Every line of a file so far (after waiting for the one expected). */
  const fileLines = async (subject: string) =>
    (
      await call(stack.api, `/system/log/list?action=trade.file.changed&subject=${subject}&pageSize=50`, {
        token: admin,
      })
    ).body.data.rows as AuditRow[];

  /** An image uploaded to the back office's library, as the admin screen's uploader does. */
  const upload = async (name: string): Promise<string> => {
    const form = new FormData();
    form.append('scene', 'image');
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), name);
    const res = await fetch(`${stack.api}/admin/sys.file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, lang: 'zh-cn' },
      body: form,
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const addGroup = async (label: string): Promise<string> => {
    const res = await call(stack.api, '/admin/sys.fileGroup/add', fromAdmin({ label }));
    expect(res.status).toBe(200);
    return res.body.data.id as string;
  };

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

  it('writes a line per moved file, with its group before and after, naming the admin and IP', async () => {
    const run = Date.now().toString(36);
    const [first, second] = [await upload(`提单${run}.png`), await upload(`发票${run}.png`)];
    const group = await addGroup(`单证${run}`);
    const moved = await call(
      stack.api,
      '/admin/sys.file/remove',
      fromAdmin({ ids: [first, second], group_id: group }),
    );
    expect(moved.body).toMatchObject({ code: 200, data: { moved: 2 } });
    for (const [id, name] of [
      [first, `提单${run}.png`],
      [second, `发票${run}.png`],
    ] as const)
      expect(await auditLine(id, 'moved', 'trade.file.changed')).toMatchObject({
        action: 'trade.file.changed',
        source: 'files',
        ip: ADMIN_IP,
        actor: { kind: 'admin', name: ADMIN.username },
        data: {
          id,
          fileName: name,
          ownerKind: 'admin',
          before: { file_name: name, group_id: null, group: null },
          after: { file_name: name, group_id: group, group: `单证${run}` },
        },
      });

    // Back to ungrouped: a second line; moving a file already there writes none.
    const back = await call(stack.api, '/admin/sys.file/remove', fromAdmin({ ids: [first], group_id: '0' }));
    expect(back.body).toMatchObject({ code: 200, data: { moved: 1 } });
    await waitFor(
      async () =>
        (await fileLines(first)).find(
          (row) => row.data?.after && (row.data.after as { group_id: unknown }).group_id === null,
        ),
      30000,
      'the line of the move back',
    );
    const again = await call(stack.api, '/admin/sys.file/remove', fromAdmin({ ids: [first], group_id: '0' }));
    expect(again.body).toMatchObject({ code: 200, data: { moved: 1 } });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await fileLines(first)).toHaveLength(2);
  });

  it('writes a line per file an imported workbook renames or regroups, with before and after', async () => {
    const run = Date.now().toString(36);
    const [renamed, regrouped, untouched] = [
      await upload(`合同${run}.png`),
      await upload(`装箱单${run}.png`),
      await upload(`原样${run}.png`),
    ];
    const group = await addGroup(`归档${run}`);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('files');
    sheet.addRow(['id', 'file_name', 'group']);
    sheet.addRow([renamed, `合同-已签${run}.png`, '']);
    sheet.addRow([regrouped, `装箱单${run}.png`, `归档${run}`]);
    sheet.addRow([untouched, `原样${run}.png`, '']);
    const form = new FormData();
    const xlsx = new Uint8Array(await workbook.xlsx.writeBuffer());
    form.append('file', new Blob([xlsx], { type: 'application/octet-stream' }), 'files.xlsx');
    const res = await fetch(`${stack.api}/basic.file/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, lang: 'zh-cn', 'x-forwarded-for': ADMIN_IP },
      body: form,
    });
    expect(await res.json()).toMatchObject({ code: 200, data: { updated: 3, skipped: 0, errors: [] } });

    expect(await auditLine(renamed, 'imported', 'trade.file.changed')).toMatchObject({
      ip: ADMIN_IP,
      actor: { kind: 'admin', name: ADMIN.username },
      data: {
        fileName: `合同-已签${run}.png`,
        before: { file_name: `合同${run}.png`, group_id: null },
        after: { file_name: `合同-已签${run}.png`, group_id: null },
      },
    });
    expect(await auditLine(regrouped, 'imported', 'trade.file.changed')).toMatchObject({
      ip: ADMIN_IP,
      actor: { kind: 'admin', name: ADMIN.username },
      data: {
        before: { file_name: `装箱单${run}.png`, group_id: null, group: null },
        after: { file_name: `装箱单${run}.png`, group_id: group, group: `归档${run}` },
      },
    });
    // A row that changes nothing writes no line.
    expect(await fileLines(untouched)).toEqual([]);
  });

  it('answers a move of no files with 400 naming the field ids, in the request language', async () => {
    const none = await call(stack.api, '/admin/sys.file/remove', fromAdmin({ ids: [], group_id: '0' }));
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('请选择要移动的文件');
    expect(none.body.data.fields).toEqual([{ field: 'ids', message: '请选择要移动的文件' }]);
    const ru = await call(stack.api, '/admin/sys.file/remove', {
      ...fromAdmin({ group_id: '0' }),
      lang: 'ru',
    });
    expect(ru.status).toBe(400);
    expect(ru.body.data.fields).toEqual([{ field: 'ids', message: 'Выберите файлы для перемещения' }]);
  });
});
