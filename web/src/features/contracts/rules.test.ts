import type { Contract } from './api';
import { contractActions, milestoneTrack, statusSteps } from './rules';

type Input = Parameters<typeof contractActions>[0];
const milestone = (m: Contract['milestones'][number]['milestone']): Contract['milestones'][number] => ({
  id: m,
  milestone: m,
  date: '2025-03-01',
  note: '',
  attachments: [],
  byMe: true,
  createdAt: '',
});

const contract = (over: Partial<Input>): Input => ({
  role: 'filer',
  status: 'draft',
  editable: true,
  nextMilestones: [],
  milestones: [],
  ...over,
});

describe('what a member can do with a contract', () => {
  it('lets the filer edit, submit and delete a draft or a rejected contract', () => {
    expect(contractActions(contract({}))).toEqual(['edit', 'submit', 'delete']);
    expect(contractActions(contract({ status: 'rejected' }))).toEqual(['edit', 'submit', 'delete']);
  });

  it('leaves a submitted contract to the review', () => {
    expect(contractActions(contract({ status: 'submitted', editable: false }))).toEqual([]);
  });

  it('lets the filer start or terminate an approved contract', () => {
    expect(contractActions(contract({ status: 'approved', editable: false }))).toEqual([
      'start',
      'terminate',
    ]);
  });

  it('offers completion only once the goods are delivered', () => {
    const executing = contract({ status: 'executing', editable: false, nextMilestones: ['shipped'] });
    expect(contractActions(executing)).toEqual(['milestone', 'terminate']);
    expect(
      contractActions({
        ...executing,
        milestones: [milestone('delivered')],
        nextMilestones: ['balance_paid'],
      }),
    ).toEqual(['milestone', 'complete', 'terminate']);
    expect(
      contractActions({ ...executing, milestones: [milestone('balance_paid')], nextMilestones: [] }),
    ).toEqual(['terminate']);
  });

  it('lets the counterparty record milestones and nothing else', () => {
    const theirs = contract({ role: 'counterparty', editable: false });
    expect(contractActions({ ...theirs, status: 'approved' })).toEqual([]);
    expect(contractActions({ ...theirs, status: 'executing', nextMilestones: ['shipped'] })).toEqual([
      'milestone',
    ]);
    expect(contractActions({ ...theirs, status: 'executing', milestones: [milestone('delivered')] })).toEqual(
      [],
    );
  });

  it('offers nothing on a finished contract', () => {
    for (const status of ['completed', 'terminated'] as const)
      expect(contractActions(contract({ status, editable: false }))).toEqual([]);
  });
});

describe('the status flow bar', () => {
  it('places each status and marks a rejection or termination as failed', () => {
    expect(statusSteps('draft')).toEqual({
      steps: ['draft', 'submitted', 'approved', 'executing', 'completed'],
      current: 0,
      failed: false,
    });
    expect(statusSteps('rejected')).toMatchObject({ current: 2, failed: true });
    expect(statusSteps('rejected').steps[2]).toBe('rejected');
    expect(statusSteps('terminated')).toMatchObject({ current: 4, failed: true });
    expect(statusSteps('completed')).toMatchObject({ current: 4, failed: false });
  });
});

describe('the milestone track', () => {
  it('lists every milestone in order with its record and the next one marked', () => {
    const track = milestoneTrack({
      milestones: [milestone('deposit_paid'), milestone('shipped')],
      nextMilestones: ['customs_declared', 'arrived', 'delivered', 'balance_paid'],
    });
    expect(track.map((m) => m.milestone)).toEqual([
      'deposit_paid',
      'production',
      'shipped',
      'customs_declared',
      'arrived',
      'delivered',
      'balance_paid',
    ]);
    expect(track.filter((m) => m.record).map((m) => m.milestone)).toEqual(['deposit_paid', 'shipped']);
    expect(track.filter((m) => m.next).map((m) => m.milestone)).toEqual(['customs_declared']);
  });
});
