import { creditCodeProblem } from '@trade/contracts';
import { LOCAL_REGISTRY_COMPANIES, LocalRegistry } from './local-registry';

describe('the local registry (development and tests)', () => {
  it('refuses to start with NODE_ENV=production', () => {
    expect(() => new LocalRegistry('production')).toThrow(/production/);
  });

  it('holds companies whose credit codes pass the GB 32100-2015 check', () => {
    for (const company of LOCAL_REGISTRY_COMPANIES) expect(creditCodeProblem(company.creditCode)).toBeNull();
  });

  it('finds companies by a part of the name, and one by its credit code or exact name', async () => {
    const registry = new LocalRegistry('test');
    const found = await registry.search('同江', 1, 20);
    expect(found.items.map((c) => c.name)).toEqual(['同江口岸贸易有限公司']);
    expect((await registry.info('91230881ma1bt00026'))?.name).toBe('同江口岸贸易有限公司');
    expect((await registry.info('同江口岸贸易有限公司'))?.creditCode).toBe('91230881MA1BT00026');
    expect(await registry.info('91350100M000100Y43')).toBeNull();
  });
});
