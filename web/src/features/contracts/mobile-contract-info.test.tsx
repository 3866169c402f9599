import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import '@/app/layouts/mobile-setup';
import { renderWithProviders } from '@/test-utils/render';
import type { Contract } from './api';
import { MilestoneSheet, MobileTimeline } from './mobile-contract-info';

const record = (over: Partial<Contract['milestones'][number]>): Contract['milestones'][number] => ({
  id: 'm1',
  milestone: 'deposit_paid',
  date: '2025-03-05',
  note: '',
  attachments: [],
  byMe: true,
  createdAt: '',
  ...over,
});

const contract = (over: Partial<Contract> = {}) =>
  ({
    id: '65f0000000000000000000a1',
    number: 'HL-2025-01',
    status: 'executing',
    milestones: [],
    nextMilestones: ['deposit_paid', 'production', 'shipped'],
    ...over,
  }) as Contract;

/**
 * Stubs fetch for JSON calls and the multipart upload alike (the shared stub parses JSON
 * only): uploads answer a stored file, every other call `null`. Returns the JSON calls made.
 */
function stubApi() {
  const calls: Array<{ path: string; body: unknown }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const path = new URL(req.url).pathname.replace(/^\/api/, '');
    const upload = path === '/home/member.File/upload';
    if (!upload) {
      const text = req.method === 'GET' ? '' : await req.clone().text();
      calls.push({ path, body: text ? JSON.parse(text) : undefined });
    }
    const data = upload ? { id: 'f-1', src: '/api/basic.file/view/f-1.pdf', fileName: '定金水单.pdf' } : null;
    return new Response(JSON.stringify({ code: 200, message: '操作成功', data }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
  return calls;
}

describe('the milestone sheet on a phone', () => {
  it('uploads files from the phone and records the milestone with them', async () => {
    const calls = stubApi();
    const onClose = jest.fn();
    renderWithProviders(<MilestoneSheet contract={contract()} onClose={onClose} />);
    const sheet = await screen.findByTestId('milestone-form');
    expect(within(sheet).getByText('附件')).toBeInTheDocument();

    await userEvent.upload(
      screen.getByTestId('attachment-input'),
      new File(['%PDF-1.4'], '定金水单.pdf', { type: 'application/pdf' }),
    );
    const file = await screen.findByTestId('attachment');
    expect(within(file).getByRole('link', { name: '定金水单.pdf' })).toHaveAttribute(
      'href',
      '/api/basic.file/view/f-1.pdf',
    );

    await userEvent.type(within(sheet).getByRole('textbox'), '定金 30% 已付');
    await userEvent.click(screen.getByTestId('milestone-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const added = calls.find((c) => c.path === '/home/member.ContractTracking/add');
    expect(added?.body).toMatchObject({
      contractId: '65f0000000000000000000a1',
      milestone: 'deposit_paid',
      note: '定金 30% 已付',
      attachments: ['f-1'],
    });
  });

  it('records a milestone without files as an empty list', async () => {
    const calls = stubApi();
    const onClose = jest.fn();
    renderWithProviders(<MilestoneSheet contract={contract()} onClose={onClose} />);
    await userEvent.click(await screen.findByTestId('milestone-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/home/member.ContractTracking/add')?.body).toMatchObject({
      attachments: [],
    });
  });
});

describe('the execution timeline on a phone', () => {
  it("lists each recorded milestone's files as links, and none for a milestone without", () => {
    renderWithProviders(
      <MobileTimeline
        contract={contract({
          milestones: [
            record({
              note: '定金 30% 已付',
              attachments: [
                { id: 'f-1', name: '定金水单.pdf', url: '/api/basic.file/view/f-1.pdf' },
                { id: 'f-2', name: '发票.jpg', url: '/api/basic.file/view/f-2.jpg' },
              ],
            }),
            record({ id: 'm2', milestone: 'shipped', date: '2025-03-20', byMe: false }),
          ],
          nextMilestones: ['customs_declared'],
        })}
      />,
    );
    const deposit = screen.getByTestId('milestone-deposit_paid').closest('.adm-step') as HTMLElement;
    expect(within(deposit).getByText('定金 30% 已付')).toBeInTheDocument();
    expect(within(deposit).getByRole('link', { name: '定金水单.pdf' })).toHaveAttribute(
      'href',
      '/api/basic.file/view/f-1.pdf',
    );
    expect(within(deposit).getByRole('link', { name: '发票.jpg' })).toHaveAttribute('target', '_blank');
    const shipped = screen.getByTestId('milestone-shipped').closest('.adm-step') as HTMLElement;
    expect(within(shipped).queryByRole('link')).toBeNull();
  });
});
