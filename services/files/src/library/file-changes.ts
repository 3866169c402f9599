import type { EventActor, EventData, TradeEvent } from '@trade/contracts';
import { newEvent } from '@trade/service-kit';
import type { FileRecord } from './file.model';

type FileChange = EventData<'trade.file.changed'>;
export type FileState = FileChange['before'];

/** A file's name and group ids → the state an audit line shows, with the group's label. */
export function fileState(
  file: { file_name: string; group_id?: string | null },
  labels: ReadonlyMap<string, string>,
): FileState {
  const groupId = file.group_id ?? null;
  return {
    file_name: file.file_name,
    group_id: groupId,
    group: groupId ? (labels.get(groupId) ?? null) : null,
  };
}

/** Whether a change leaves the file as it was (then no write and no event). */
export const unchanged = (before: FileState, after: FileState) =>
  before.file_name === after.file_name && before.group_id === after.group_id;

/** The trade.file.changed event of one file, with its state before and after, by `actor`. */
export function fileChanged(
  change: FileChange['change'],
  file: FileRecord,
  before: FileState,
  after: FileState,
  actor: EventActor,
): TradeEvent {
  const id = String(file._id);
  return newEvent(
    'files',
    'trade.file.changed',
    id,
    {
      id,
      change,
      fileName: after.file_name,
      before,
      after,
      ownerKind: file.ownerKind,
      ...(file.memberId ? { memberId: file.memberId } : {}),
      changedBy: actor.sub,
    },
    actor,
  );
}
