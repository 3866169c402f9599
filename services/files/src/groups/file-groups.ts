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
    const name = await this.freeLabel(owner, label);
    return present(await this.groups.create(owner, name, showOrder));
  }

  async edit(owner: Owner, id: string, label: string, showOrder: number): Promise<GroupView> {
    if (!(await this.groups.exists(owner, id))) throw failFiles('GROUP_NOT_FOUND');
    const name = await this.freeLabel(owner, label, id);
    const group = await this.groups.update(owner, id, { label: name, show_order: showOrder });
    if (!group) throw failFiles('GROUP_NOT_FOUND');
    return present(group);
  }

  /**
   * Labels are unique within a library: the .xlsx import moves files between groups by
   * label, so two groups of one name would make it ambiguous.
   */
  private async freeLabel(owner: Owner, label: string, exceptId?: string): Promise<string> {
    const name = label.trim();
    if (await this.groups.labelTaken(owner, name, exceptId))
      throw failFiles('GROUP_NAME_TAKEN', { label: name });
    return name;
  }

  /** Deletes a group; its files become ungrouped first, so none is lost with it. */
  async remove(owner: Owner, id: string): Promise<number> {
    if (!(await this.groups.exists(owner, id))) throw failFiles('GROUP_NOT_FOUND');
    const ungrouped = await this.files.ungroup(owner, id);
    await this.groups.remove(owner, id);
    return ungrouped;
  }
}
