import { CONTRACT_MILESTONES, type ContractMilestone, type ContractStatus } from '@trade/contracts';
import {
  AMOUNT_SCALE,
  formatAmount,
  formatDecimal,
  lineAmount,
  MAX_AMOUNT_UNITS,
  parseDecimal,
  PRICE_SCALE,
  QUANTITY_SCALE,
} from './money';

/** A goods line as the form sends it (decimal strings). */
export interface LineInput {
  name: string;
  spec?: string;
  quantity: string;
  unit: string;
  unitPrice: string;
}

/** A goods line as stored: quantity in thousandths, unit price in ten-thousandths, amount in minor units. */
export interface StoredLine {
  name: string;
  spec: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  amount: number;
}

/** Why a form's lines cannot be kept: which field of which line. */
export type LineProblem =
  | { problem: 'LINES_REQUIRED'; field: 'lines' }
  | { problem: 'QUANTITY_FORMAT' | 'PRICE_FORMAT' | 'QUANTITY_ZERO'; field: string }
  | { problem: 'AMOUNT_TOO_LARGE'; field: string };

const MAX_MINOR = MAX_AMOUNT_UNITS * 10n ** BigInt(AMOUNT_SCALE);

/**
 * The stored lines and their total, computed here from quantity × unit price: amounts a
 * client sends are never read. Blank rows (no name, quantity or price) are dropped, as the
 * editable row table drops them.
 */
export function priceLines(lines: LineInput[]): { lines: StoredLine[]; total: number } | LineProblem {
  const kept = lines.filter((line) => line.name.trim() || line.quantity.trim() || line.unitPrice.trim());
  if (kept.length === 0) return { problem: 'LINES_REQUIRED', field: 'lines' };
  let total = 0n;
  const stored: StoredLine[] = [];
  for (const [i, line] of kept.entries()) {
    const quantity = parseDecimal(line.quantity, QUANTITY_SCALE);
    if (quantity === null) return { problem: 'QUANTITY_FORMAT', field: `lines.${i}.quantity` };
    if (quantity === 0n) return { problem: 'QUANTITY_ZERO', field: `lines.${i}.quantity` };
    const unitPrice = parseDecimal(line.unitPrice, PRICE_SCALE);
    if (unitPrice === null) return { problem: 'PRICE_FORMAT', field: `lines.${i}.unitPrice` };
    const amount = lineAmount(quantity, unitPrice);
    total += amount;
    if (amount > MAX_MINOR) return { problem: 'AMOUNT_TOO_LARGE', field: `lines.${i}.amount` };
    if (total > MAX_MINOR) return { problem: 'AMOUNT_TOO_LARGE', field: 'totalAmount' };
    stored.push({
      name: line.name.trim(),
      spec: line.spec?.trim() ?? '',
      quantity: Number(quantity),
      unit: line.unit.trim(),
      unitPrice: Number(unitPrice),
      amount: Number(amount),
    });
  }
  return { lines: stored, total: Number(total) };
}

/** A stored line as the views show it: decimal strings again. */
export const lineView = (line: StoredLine) => ({
  name: line.name,
  spec: line.spec,
  quantity: formatDecimal(line.quantity, QUANTITY_SCALE),
  unit: line.unit,
  unitPrice: formatDecimal(line.unitPrice, PRICE_SCALE),
  amount: formatAmount(line.amount),
});

/** A contract may be edited or deleted only before review, or after a rejection. */
export const EDITABLE: readonly ContractStatus[] = ['draft', 'rejected'];
export const isEditable = (status: ContractStatus) => EDITABLE.includes(status);

/** The moves the filing member makes (`updateStatus`), and where each may start from. */
export const MEMBER_MOVES = {
  submitted: ['draft', 'rejected'],
  executing: ['approved'],
  completed: ['executing'],
  terminated: ['approved', 'executing'],
} as const satisfies Record<string, readonly ContractStatus[]>;
export type MemberMove = keyof typeof MEMBER_MOVES;

/** The admin's review moves a submitted contract, and nothing else. */
export const REVIEWABLE: ContractStatus = 'submitted';

export type MoveProblem = 'STATUS_NOT_ALLOWED' | 'DELIVERY_REQUIRED' | 'REASON_REQUIRED';

/**
 * Whether the filing member may move a contract from `from` to `to`: the status flow, a
 * reason to terminate, and `completed` only once `delivered` is recorded.
 */
export function moveProblem(
  from: ContractStatus,
  to: MemberMove,
  milestones: readonly { milestone: ContractMilestone }[],
  reason: string,
): MoveProblem | null {
  if (!(MEMBER_MOVES[to] as readonly ContractStatus[]).includes(from)) return 'STATUS_NOT_ALLOWED';
  if (to === 'terminated' && !reason.trim()) return 'REASON_REQUIRED';
  if (to === 'completed' && !milestones.some((m) => m.milestone === 'delivered')) return 'DELIVERY_REQUIRED';
  return null;
}

export const milestoneRank = (milestone: ContractMilestone) => CONTRACT_MILESTONES.indexOf(milestone);

export type MilestoneProblem = 'NOT_EXECUTING' | 'MILESTONE_ORDER' | 'MILESTONE_DATE';

/**
 * Whether a milestone may be recorded now: only while executing, each kind once and in the
 * order of CONTRACT_MILESTONES (skipping is allowed, going back is not), its date not
 * before the last one's.
 */
export function milestoneProblem(
  status: ContractStatus,
  recorded: readonly { milestone: ContractMilestone; date: string }[],
  next: { milestone: ContractMilestone; date: string },
): MilestoneProblem | null {
  if (status !== 'executing') return 'NOT_EXECUTING';
  const last = recorded.at(-1);
  if (!last) return null;
  if (milestoneRank(next.milestone) <= milestoneRank(last.milestone)) return 'MILESTONE_ORDER';
  if (next.date < last.date) return 'MILESTONE_DATE';
  return null;
}

/** The milestones that may still be recorded after those recorded (for the form's choices). */
export function nextMilestones(recorded: readonly { milestone: ContractMilestone }[]): ContractMilestone[] {
  const last = recorded.at(-1);
  const from = last ? milestoneRank(last.milestone) + 1 : 0;
  return CONTRACT_MILESTONES.slice(from);
}
