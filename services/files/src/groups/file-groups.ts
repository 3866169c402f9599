import type { FileRepository } from '../library/file.repository';
import type { Owner } from '../library/owner';
import { failFiles } from '../errors';
import type { GroupRecord } from './group.model';
import type { GroupRepository } from './group.repository';

export interface GroupView {
  id: string;
  label: string;
  show_order: number;
}

const present = (g: GroupRecord): GroupView => ({
  id: String(g._id),
  label: g.label,
  show_order: g.show_order,
});

/** File groups of one owner's library. */
export class FileGroups {
  constructor(
    private readonly groups: GroupRepository,
    private readonly files: FileRepository,
  ) {}

  async list(owner: Owner): Promise<GroupView[]> {
    return (await this.groups.list(owner)).map(present);
  }

  async add(owner: Owner, label: string, showOrder: number): Promise<GroupView> {
    return present(await this.groups.create(owner, label.trim(), showOrder));
  }

  async edit(owner: Owner, id: string, label: string, showOrder: number): Promise<GroupView> {
    const group = await this.groups.update(owner, id, { label: label.trim(), show_order: showOrder });
    if (!group) throw failFiles('GROUP_NOT_FOUND');
    return present(group);
  }

  /** Deletes a group; its files become ungrouped first, so none is lost with it. */
  async remove(owner: Owner, id: string): Promise<number> {
    if (!(await this.groups.exists(owner, id))) throw failFiles('GROUP_NOT_FOUND');
    const ungrouped = await this.files.ungroup(owner, id);
    await this.groups.remove(owner, id);
    return ungrouped;
  }
}
