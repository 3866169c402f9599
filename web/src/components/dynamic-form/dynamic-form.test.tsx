import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test-utils/render';
import { DynamicForm, type DynamicFormItem } from './dynamic-form';

const items: DynamicFormItem[] = [
  { name: 'product_name', label: '产品名称', component: 'input', required: true, maxLength: 10 },
  {
    name: 'unit',
    label: '单位',
    component: 'select',
    required: true,
    options: [{ label: '箱', value: 'box' }],
  },
  { name: 'remark', label: '备注', component: 'textarea', maxLength: 200 },
];

describe('DynamicForm', () => {
  it('shows a word count against the max length and stops typing there', async () => {
    renderWithProviders(<DynamicForm items={items} />);
    const input = screen.getByLabelText('产品名称');
    await userEvent.type(input, '东北大米');
    expect(screen.getByText('4 / 10')).toBeInTheDocument();
    await userEvent.type(input, '一二三四五六七八');
    expect(input).toHaveValue('东北大米一二三四五六');
    expect(screen.getByText('0 / 200')).toBeInTheDocument();
  });

  it('applies required rules on submit', async () => {
    const onFinish = jest.fn();
    renderWithProviders(
      <DynamicForm items={items} onFinish={onFinish}>
        <button type="submit">提交</button>
      </DynamicForm>,
    );
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入产品名称')).toBeInTheDocument();
    expect(screen.getByText('请选择单位')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('submits when required items are filled', async () => {
    const onFinish = jest.fn();
    renderWithProviders(
      <DynamicForm items={items.slice(0, 1)} onFinish={onFinish}>
        <button type="submit">提交</button>
      </DynamicForm>,
    );
    await userEvent.type(screen.getByLabelText('产品名称'), '松子');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ product_name: '松子' })),
    );
  });

  it('renders a red tag for an unknown component', () => {
    renderWithProviders(<DynamicForm items={[{ name: 'x', label: '地图', component: 'map-picker' }]} />);
    const tag = screen.getByText('组件 map-picker 不存在');
    expect(tag).toHaveClass('ant-tag-red');
  });
});
