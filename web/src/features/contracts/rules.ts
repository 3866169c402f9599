import type { Contract, ContractStatus, Milestone, PartyCheck } from './api';

/** The statuses in the order of the flow (§4): draft → submitted → approved | rejected → executing → completed | terminated. */
export const CONTRACT_STATUSES = [
  'draft',
  'submitted',
  'approved',
  'rejected',
  'executing',
  'completed',
  'terminated',
] as const satisfies readonly ContractStatus[];

/** The execution milestones, in the order they happen. */
export const MILESTONES = [
  'deposit_paid',
  'production',
  'shipped',
  'customs_declared',
  'arrived',
  'delivered',
  'balance_paid',
] as const satisfies readonly Milestone[];

/** The company contracts' services. */
export const SERVICE_TYPES = ['customs', 'warehousing', 'logistics', 'finance'] as const;

/** antd tag colours (antd-mobile maps them in its own list). */
export const STATUS_COLORS: Record<ContractStatus, string> = {
  draft: 'default',
  submitted: 'processing',
  approved: 'cyan',
  rejected: 'error',
  executing: 'blue',
  completed: 'success',
  terminated: 'warning',
};

export const CHECK_COLORS: Record<PartyCheck, string> = {
  unchecked: 'default',
  match: 'success',
  mismatch: 'error',
  not_found: 'warning',
  unavailable: 'default',
};

/** What a member can do with a contract now. */
export type ContractAction = 'edit' | 'delete' | 'submit' | 'start' | 'milestone' | 'complete' | 'terminate';

type ActionInput = Pick<Contract, 'role' | 'status' | 'editable' | 'nextMilestones' | 'milestones'>;

/**
 * The moves the member service allows this caller (README "Status and tracking"): the filer
 * edits, deletes and moves; either party records milestones while executing; completing
 * needs `delivered`.
 */
export function contractActions(contract: ActionInput): ContractAction[] {
  const filer = contract.role === 'filer';
  const { status } = contract;
  const actions: ContractAction[] = [];
  if (filer && contract.editable) actions.push('edit');
  if (filer && (status === 'draft' || status === 'rejected')) actions.push('submit');
  if (filer && status === 'approved') actions.push('start');
  if (status === 'executing' && contract.nextMilestones.length > 0) actions.push('milestone');
  if (filer && status === 'executing' && isDelivered(contract)) actions.push('complete');
  if (filer && (status === 'approved' || status === 'executing')) actions.push('terminate');
  if (filer && contract.editable) actions.push('delete');
  return actions;
}

/** Completion needs the goods delivered. */
export const isDelivered = (contract: Pick<Contract, 'milestones'>) =>
  contract.milestones.some((m) => m.milestone === 'delivered');

/** The steps of the status flow bar, and where the contract is on it. */
export function statusSteps(status: ContractStatus): {
  steps: ContractStatus[];
  current: number;
  failed: boolean;
} {
  const review: ContractStatus = status === 'rejected' ? 'rejected' : 'approved';
  const end: ContractStatus = status === 'terminated' ? 'terminated' : 'completed';
  const steps: ContractStatus[] = ['draft', 'submitted', review, 'executing', end];
  const at: Record<ContractStatus, number> = {
    draft: 0,
    submitted: 1,
    approved: 2,
    rejected: 2,
    executing: 3,
    completed: 4,
    terminated: 4,
  };
  return { steps, current: at[status], failed: status === 'rejected' || status === 'terminated' };
}

/** A party whose name the registry does not confirm (the party check's flag, per party). */
export const isFlagged = (check: PartyCheck) => check === 'mismatch' || check === 'not_found';

/** The milestones, oldest first, each with whether it is recorded, for the timeline. */
export function milestoneTrack(contract: Pick<Contract, 'milestones' | 'nextMilestones'>) {
  const recorded = new Map(contract.milestones.map((m) => [m.milestone, m]));
  return MILESTONES.map((milestone) => ({
    milestone,
    record: recorded.get(milestone) ?? null,
    next: contract.nextMilestones[0] === milestone,
  }));
}

/** Today as YYYY-MM-DD in the reader's time zone. */
export const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The last recorded milestone's date: a new one may not be earlier. */
export const lastMilestoneDate = (contract: Pick<Contract, 'milestones'>) =>
  contract.milestones.reduce((max, m) => (m.date > max ? m.date : max), '');

/** Desktop and phone paths of the contract screens. */
export const CONTRACT_PATHS = {
  member: {
    index: '/memberContract/index',
    save: (id: string) => `/memberContract/save/${id}`,
    info: (id: string) => `/memberContract/info/${id}`,
  },
  company: {
    index: '/companyContract/index',
    save: (id: string) => `/companyContract/save/${id}`,
    info: (id: string) => `/companyContract/info/${id}`,
  },
  review: (id: string) => `/companyContract/review/${id}`,
  trace: '/memberContract/trace',
  traceDetail: (id: string) => `/memberContract/traceDetail?id=${id}`,
  mobile: {
    member: '/mobile/member/memberContract',
    company: '/mobile/member/companyContract',
    save: (id: string) => `/mobile/member/memberContract/save/${id}`,
    info: (id: string) => `/mobile/member/memberContract/info/${id}`,
  },
} as const;
