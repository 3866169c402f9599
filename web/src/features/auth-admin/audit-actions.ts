/**
 * Actions the log is known to hold: auth's own lines (sign-ins, admin edits) and the
 * marketplace events its consumer records. Each has a label under `admin:sys.log.actions`.
 */
export const KNOWN_AUDIT_ACTIONS = [
  'auth.login.succeeded',
  'auth.login.failed',
  'sys.user.add',
  'sys.user.edit',
  'sys.user.changeStatus',
  'sys.user.del',
  'sys.role.add',
  'sys.role.edit',
  'sys.role.changeStatus',
  'sys.role.auth',
  'sys.role.del',
  'sys.dept.add',
  'sys.dept.edit',
  'sys.dept.del',
  'sys.menu.add',
  'sys.menu.edit',
  'sys.menu.del',
  'sys.menu.refresh',
  'sys.customNavGroup.add',
  'sys.customNavGroup.edit',
  'sys.customNavGroup.del',
  'sys.customNav.add',
  'sys.customNav.edit',
  'sys.customNav.del',
  'member.account.changeStatus',
  'sys.dictClass.add',
  'sys.dictClass.edit',
  'sys.dictClass.del',
  'sys.dictItem.add',
  'sys.dictItem.edit',
  'sys.dictItem.changeStatus',
  'sys.dictItem.showOrder',
  'sys.dictItem.del',
  'sys.config.add',
  'sys.config.edit',
  'sys.config.batch',
  'sys.config.sort',
  'sys.config.del',
  'trade.member.registered',
  'trade.supply.submitted',
  'trade.supply.audited',
  'trade.supply.status-changed',
  'trade.demand.submitted',
  'trade.demand.audited',
  'trade.demand.status-changed',
  'trade.inquiry.created',
  'trade.quote.created',
  'trade.guestbook.created',
  'trade.file.uploaded',
  'trade.file.deleted',
  'trade.nav.changed',
  'trade.config.changed',
] as const;

const known = new Set<string>(KNOWN_AUDIT_ACTIONS);

/** The localised label of an action; unknown actions (new event types) read as their raw name. */
export function auditActionLabel(action: string, t: (key: string) => string): string {
  return known.has(action) ? t(`admin:sys.log.actions.${action}`) : action;
}
