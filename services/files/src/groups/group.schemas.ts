import { EnvelopeSchema } from '@trade/contracts';
import { Type } from '@trade/service-kit';

const Id = Type.String({ pattern: '^[0-9a-f]{24}$' });

export const FileGroupView = Type.Object({
  id: Type.String(),
  label: Type.String(),
  show_order: Type.Number(),
});

/** §5: the group form requires a label (not only spaces); show_order is numeric. */
const Label = Type.String({ minLength: 1, maxLength: 50, pattern: '\\S' });

export const FileGroupAddBody = Type.Object({
  label: Label,
  show_order: Type.Number({ default: 0 }),
});
export const FileGroupEditBody = Type.Object({
  id: Id,
  label: Label,
  show_order: Type.Number({ default: 0 }),
});
export const FileGroupDelBody = Type.Object({ id: Id });

export const FileGroupReply = EnvelopeSchema(FileGroupView);
export const FileGroupListReply = EnvelopeSchema(Type.Array(FileGroupView));
export const FileGroupDelReply = EnvelopeSchema(Type.Object({ ungrouped: Type.Integer() }));
