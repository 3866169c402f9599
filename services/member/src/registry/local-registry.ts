import type { CompanyRegistry, RegistryCompany, RegistrySearch } from './registry';

const company = (c: Partial<RegistryCompany> & Pick<RegistryCompany, 'id' | 'name' | 'creditCode'>) =>
  ({
    nameEn: '',
    legalPerson: '',
    registeredCapital: '',
    establishedAt: '',
    regStatus: '存续',
    base: '黑',
    address: '',
    businessScope: '',
    companyType: '有限责任公司',
    regInstitute: '',
    province: '黑龙江省',
    city: '',
    district: '',
    ...c,
  }) satisfies RegistryCompany;

/**
 * The local registry's companies: made-up border-trade companies whose credit codes carry
 * a correct GB 32100-2015 check character, so a development platform and the tests can
 * fill and verify a profile without the real registry.
 */
export const LOCAL_REGISTRY_COMPANIES: RegistryCompany[] = [
  company({
    id: '9000001',
    name: '漠河边贸有限公司',
    nameEn: 'Mohe Border Trade Co., Ltd.',
    creditCode: '91232700MA1BT0001C',
    legalPerson: '李北辰',
    registeredCapital: '1000万人民币',
    establishedAt: '2016-05-18',
    address: '黑龙江省大兴安岭地区漠河市北极镇边贸路 8 号',
    businessScope: '边境小额贸易；农副产品、木材、建材的进出口；国际货运代理',
    regInstitute: '漠河市市场监督管理局',
    city: '大兴安岭地区',
    district: '漠河市',
  }),
  company({
    id: '9000002',
    name: '同江口岸贸易有限公司',
    nameEn: 'Tongjiang Port Trading Co., Ltd.',
    creditCode: '91230881MA1BT00026',
    legalPerson: '赵同江',
    registeredCapital: '3000万人民币',
    establishedAt: '2014-09-01',
    address: '黑龙江省佳木斯市同江市口岸大街 1 号',
    businessScope: '货物进出口；铁矿石、煤炭、大豆的批发；仓储服务',
    regInstitute: '同江市市场监督管理局',
    city: '佳木斯市',
    district: '同江市',
  }),
  company({
    id: '9000003',
    name: '黑河中俄农产品贸易有限公司',
    nameEn: 'Heihe Sino-Russian Agricultural Trading Co., Ltd.',
    creditCode: '91231181MA1BT0003H',
    legalPerson: '孙黑河',
    registeredCapital: '500万人民币',
    establishedAt: '2018-03-12',
    address: '黑龙江省黑河市爱辉区中央街 66 号',
    businessScope: '农产品收购与销售；大豆、小麦、油菜籽进出口',
    regInstitute: '黑河市市场监督管理局',
    city: '黑河市',
    district: '爱辉区',
  }),
  company({
    id: '9000004',
    name: '哈尔滨冰城跨境供应链有限公司',
    nameEn: 'Harbin Bingcheng Cross-border Supply Chain Co., Ltd.',
    creditCode: '91230100MA1BT0004X',
    legalPerson: '周冰',
    registeredCapital: '2000万人民币',
    establishedAt: '2019-11-08',
    address: '黑龙江省哈尔滨市道里区中央大街 120 号',
    businessScope: '供应链管理服务；跨境电子商务；报关业务',
    regInstitute: '哈尔滨市市场监督管理局',
    city: '哈尔滨市',
    district: '道里区',
  }),
  // Four more, for the contract screens' browser tests: each test claims its own companies,
  // so those tests never free a profile another test is using.
  company({
    id: '9000005',
    name: '绥芬河口岸木业有限公司',
    nameEn: 'Suifenhe Port Timber Co., Ltd.',
    creditCode: '91231085MA1BT0005C',
    legalPerson: '钱绥',
    registeredCapital: '800万人民币',
    establishedAt: '2017-06-20',
    address: '黑龙江省牡丹江市绥芬河市通天路 18 号',
    businessScope: '木材、板材进出口；边境小额贸易',
    regInstitute: '绥芬河市市场监督管理局',
    city: '牡丹江市',
    district: '绥芬河市',
  }),
  company({
    id: '9000006',
    name: '东宁远东粮油进出口有限公司',
    nameEn: 'Dongning Far East Grain and Oil Import & Export Co., Ltd.',
    creditCode: '91231024MA1BT00064',
    legalPerson: '吴东宁',
    registeredCapital: '1200万人民币',
    establishedAt: '2015-04-02',
    address: '黑龙江省牡丹江市东宁市口岸路 6 号',
    businessScope: '粮油、大豆、油菜籽进出口；仓储服务',
    regInstitute: '东宁市市场监督管理局',
    city: '牡丹江市',
    district: '东宁市',
  }),
  company({
    id: '9000007',
    name: '抚远黑瞎子岛商贸有限公司',
    nameEn: 'Fuyuan Heixiazi Island Trading Co., Ltd.',
    creditCode: '91230833MA1BT00075',
    legalPerson: '郑抚远',
    registeredCapital: '600万人民币',
    establishedAt: '2020-08-15',
    address: '黑龙江省佳木斯市抚远市滨江路 9 号',
    businessScope: '水产品、农副产品进出口；边民互市贸易',
    regInstitute: '抚远市市场监督管理局',
    city: '佳木斯市',
    district: '抚远市',
  }),
  company({
    id: '9000008',
    name: '虎林兴凯湖国际贸易有限公司',
    nameEn: 'Hulin Xingkai Lake International Trading Co., Ltd.',
    creditCode: '91230381MA1BT0008Y',
    legalPerson: '冯虎林',
    registeredCapital: '1500万人民币',
    establishedAt: '2016-12-01',
    address: '黑龙江省鸡西市虎林市兴凯湖大道 3 号',
    businessScope: '货物进出口；粮食、木材批发；国际货运代理',
    regInstitute: '虎林市市场监督管理局',
    city: '鸡西市',
    district: '虎林市',
  }),
  // The platform's own operating company (the seller of service contracts on a development platform).
  company({
    id: '9000009',
    name: '哈尔滨跨境贸易服务平台有限公司',
    nameEn: 'Harbin Cross-border Trade Service Platform Co., Ltd.',
    creditCode: '91230100MA1PT0001K',
    legalPerson: '陈松江',
    registeredCapital: '5000万人民币',
    establishedAt: '2019-03-20',
    address: '黑龙江省哈尔滨市松北区创新一路 1 号',
    businessScope: '跨境电子商务平台服务；报关、仓储、物流与供应链金融咨询',
    regInstitute: '哈尔滨市市场监督管理局',
    city: '哈尔滨市',
    district: '松北区',
  }),
];

const hit = ({
  id,
  name,
  creditCode,
  legalPerson,
  registeredCapital,
  establishedAt,
  regStatus,
  base,
}: RegistryCompany) => ({
  id,
  name,
  creditCode,
  legalPerson,
  registeredCapital,
  establishedAt,
  regStatus,
  base,
});

/**
 * The registry of development and tests: the fixtures above, searched by name. Chosen
 * only by REGISTRY_PROVIDER=local, and refused with NODE_ENV=production.
 */
export class LocalRegistry implements CompanyRegistry {
  readonly provider = 'local';

  constructor(
    nodeEnv: string,
    private readonly companies: RegistryCompany[] = LOCAL_REGISTRY_COMPANIES,
  ) {
    if (nodeEnv === 'production')
      throw new Error(
        'REGISTRY_PROVIDER=local is for development and tests; it refuses to start with NODE_ENV=production',
      );
  }

  async search(keyword: string, pageNum: number, pageSize: number): Promise<RegistrySearch> {
    const word = keyword.trim().toLowerCase();
    const found = this.companies.filter(
      (c) => c.name.includes(keyword.trim()) || c.nameEn.toLowerCase().includes(word),
    );
    return { total: found.length, items: found.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(hit) };
  }

  async info(keyword: string): Promise<RegistryCompany | null> {
    const key = keyword.trim();
    return this.companies.find((c) => c.creditCode === key.toUpperCase() || c.name === key) ?? null;
  }
}
