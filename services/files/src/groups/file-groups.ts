import type { EventActor, EventData } from '@trade/contracts';
import type { FastifyRequest } from 'fastify';
import { clientIp, newEvent } from '@trade/service-kit';
import type { FileRepository } from '../library/file.repository';
import { requireCaller, type Owner } from '../library/owner';
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

/** Who changes a library's groups: its owner, and the person (and IP) the audit log names. */
export interface GroupEditor {
  owner: Owner;
  actor: EventActor;
}

/** The signed-in caller of a group route, as owner and as the actor of its event. */
export function editorOf(request: FastifyRequest): GroupEditor {
  const { owner, sub } = requireCaller(request);
  return { owner, actor: { kind: owner.kind, sub, ip: clientIp(request) } };
}

type GroupChange = EventData<'trade.file.group-changed'>;

/** File groups of one owner's library; every change is a trade.file.group-changed event. */
export class FileGroups {
  constructor(
    private readonly groups: GroupRepository,
    private readonly files: FileRepository,
    private readonly eventsRecorded: (...ids: string[]) => void = () => undefined,
  ) {}

  private event(
    editor: GroupEditor,
    id: string,
    change: GroupChange['change'],
    group: { label: string; show_order: number },
    extra: Pick<GroupChange, 'before' | 'ungrouped'> = {},
  ) {
    const { owner, actor } = editor;
    return newEvent(
      'files',
      'trade.file.group-changed',
      id,
      {
        id,
        change,
        label: group.label,
        show_order: group.show_order,
        ...extra,
        ownerKind: owner.kind,
        ...(owner.kind === 'member' ? { memberId: owner.memberId } : {}),
        changedBy: actor.sub,
      },
      actor,
    );
  }

  async list(owner: Owner): Promise<GroupView[]> {
    return (await this.groups.list(owner)).map(present);
  }

  async add(editor: GroupEditor, label: string, showOrder: number): Promise<GroupView> {
    const name = await this.freeLabel(editor.owner, label);
    const group = await this.groups.create(editor.owner, name, showOrder, (id) =>
      this.event(editor, id, 'added', { label: name, show_order: showOrder }),
    );
    this.eventsRecorded(String(group._id));
    return present(group);
  }

  async edit(editor: GroupEditor, id: string, label: string, showOrder: number): Promise<GroupView> {
    const before = await this.groups.find(editor.owner, id);
    if (!before) throw failFiles('GROUP_NOT_FOUND');
    const name = await this.freeLabel(editor.owner, label, id);
    const changes = { label: name, show_order: showOrder };
    const group = await this.groups.update(
      editor.owner,
      id,
      changes,
      this.event(editor, id, 'edited', changes, {
        before: { label: before.label, show_order: before.show_order },
      }),
    );
    if (!group) throw failFiles('GROUP_NOT_FOUND');
    this.eventsRecorded(id);
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
  async remove(editor: GroupEditor, id: string): Promise<number> {
    const group = await this.groups.find(editor.owner, id);
    if (!group) throw failFiles('GROUP_NOT_FOUND');
    const ungrouped = await this.files.ungroup(editor.owner, id);
    await this.groups.remove(editor.owner, id, this.event(editor, id, 'deleted', group, { ungrouped }));
    this.eventsRecorded(id);
    return ungrouped;
  }
}
