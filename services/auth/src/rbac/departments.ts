import { auditable } from '../audit/audit-writer';
import { authFail } from '../errors';
import type { AdminActor } from './admin-actor';
import type { AdminAuditLine } from './admin-audit';
import { toTree } from './access';
import type { DeptFields } from './dept.repository';
import type { RbacRepositories } from './rbac.repositories';
import { requireValidParent } from './subtree';

/** §7 /admin/sys.dept/*: the department tree. */
export class Departments {
  constructor(
    private readonly repos: RbacRepositories,
    private readonly line: AdminAuditLine,
  ) {}

  async tree() {
    const rows = await this.repos.depts.all();
    return toTree(
      rows.map((d) => ({
        id: String(d._id),
        parentId: d.parentId ?? null,
        name: d.name,
        sort: d.sort,
        leader: d.leader,
        phone: d.phone,
        status: d.status,
      })),
    );
  }

  async add(actor: AdminActor, input: DeptFields): Promise<string> {
    if (input.parentId) requireValidParent(await this.repos.depts.all(), input.parentId);
    const id = await this.repos.depts.create({ ...input, name: input.name.trim() });
    await this.line(actor, 'sys.dept.add', id, undefined, input);
    return id;
  }

  async edit(actor: AdminActor, id: string, input: DeptFields): Promise<void> {
    const before = await this.repos.depts.findById(id);
    if (!before) throw authFail('NOT_FOUND');
    if (input.parentId) requireValidParent(await this.repos.depts.all(), input.parentId, id);
    const after = await this.repos.depts.update(id, { ...input, name: input.name.trim() });
    await this.line(actor, 'sys.dept.edit', id, auditable(before), auditable(after));
  }

  async del(actor: AdminActor, id: string): Promise<void> {
    const before = await this.repos.depts.findById(id);
    if (!before) throw authFail('NOT_FOUND');
    if (await this.repos.depts.hasChildren(id)) throw authFail('HAS_CHILDREN');
    if (await this.repos.users.anyInDept(id)) throw authFail('DEPT_IN_USE');
    await this.repos.depts.delete(id);
    await this.line(actor, 'sys.dept.del', id, auditable(before));
  }
}
