import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test-utils/render';
import { RegionSelector } from './region-selector';
import { loadRegions, regionCodes, regionNames, trimLevels } from './region-data';

describe('region data', () => {
  it('has provinces, cities and districts, and trims to the wanted levels', async () => {
    const tree = await loadRegions();
    expect(tree.length).toBeGreaterThanOrEqual(31);
    expect(regionNames(tree, ['44', '4403', '440305'])).toEqual(['广东省', '深圳市', '南山区']);
    expect(regionCodes(tree, ['黑龙江省', '佳木斯市', '同江市'])).toEqual(['23', '2308', '230881']);
    expect(regionCodes(tree, ['黑龙江省', '无此市', '同江市'])).toEqual(['23']);
    const two = trimLevels(tree, 2);
    expect(two[0]!.children![0]!.children).toBeUndefined();
  });
});

describe('RegionSelector', () => {
  it('picks province, city and district (3 levels by default)', async () => {
    const onChange = jest.fn();
    renderWithProviders(<RegionSelector onChange={onChange} />);
    expect(screen.getByText('请选择省/市/区')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('广东省'));
    await userEvent.click(await screen.findByText('深圳市'));
    await userEvent.click(await screen.findByText('南山区'));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(['44', '4403', '440305'], ['广东省', '深圳市', '南山区']),
    );
  });

  it('stops at the city with levels=2', async () => {
    const onChange = jest.fn();
    renderWithProviders(<RegionSelector levels={2} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.click(await screen.findByText('广东省'));
    await userEvent.click(await screen.findByText('深圳市'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['44', '4403'], ['广东省', '深圳市']));
  });
});
