import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@/i18n';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('renders title, subtitle, extra and breadcrumb', () => {
    render(
      <PageHeader
        title="供应管理"
        subTitle="共 3 条"
        extra={<button>新增</button>}
        breadcrumb={[{ title: '首页' }, { title: '供应' }]}
      />,
    );
    expect(screen.getByRole('heading', { name: '供应管理' })).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.getByText('首页')).toBeInTheDocument();
  });

  it('shows a back arrow only with onBack, and calls it', async () => {
    const onBack = jest.fn();
    const { rerender } = render(<PageHeader title="A" />);
    expect(screen.queryByRole('button', { name: '返回上一页' })).toBeNull();
    rerender(<PageHeader title="A" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: '返回上一页' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
