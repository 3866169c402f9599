/**
 * The portal's first content blocks, written once into an empty `patches` collection's
 * missing codes: the back office edits them from there, and a restart never overwrites
 * an edit. Groups: `banner` (home carousel), `promise` (the footer's four service
 * promises, §1), `page` (service and company pages), `legal` (privacy policy, terms).
 */
export interface PatchSeed {
  code: string;
  group: PatchGroup;
  title: Record<'zh-cn' | 'en' | 'ru', string>;
  summary?: Record<'zh-cn' | 'en' | 'ru', string>;
  body?: Record<'zh-cn' | 'en' | 'ru', string>;
  link?: string;
  sortOrder: number;
}

export const PATCH_GROUPS = ['banner', 'promise', 'page', 'legal'] as const;
export type PatchGroup = (typeof PATCH_GROUPS)[number];

const t = (zh: string, en: string, ru: string) => ({ 'zh-cn': zh, en, ru });
const html = (...paragraphs: string[]) =>
  paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('');
const list = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** A service page: its title, one line for lists, and its text in the three languages. */
const page = (
  code: string,
  sortOrder: number,
  title: Record<'zh-cn' | 'en' | 'ru', string>,
  summary: Record<'zh-cn' | 'en' | 'ru', string>,
  body: Record<'zh-cn' | 'en' | 'ru', string>,
): PatchSeed => ({ code, group: 'page', title, summary, body, sortOrder });

export const PATCH_SEED: readonly PatchSeed[] = [
  {
    code: 'banner.1',
    group: 'banner',
    sortOrder: 1,
    title: t('跨境贸易，一站直达', 'Cross-border trade, one stop', 'Трансграничная торговля в одном окне'),
    summary: t(
      '发布供需、询价报价、合同备案与海关申报，在同一个平台完成。',
      'Post supply and demand, trade inquiries and quotes, file contracts and customs declarations on one platform.',
      'Предложения и спрос, запросы и котировки, регистрация контрактов и таможенные декларации на одной платформе.',
    ),
    link: '/demand',
  },
  {
    code: 'banner.2',
    group: 'banner',
    sortOrder: 2,
    title: t('新通道服务', 'New-channel services', 'Услуги нового канала'),
    summary: t(
      '通关、仓储、物流、产业金融与货运代理，为中俄贸易提速。',
      'Customs clearance, warehousing, logistics, industry finance and freight forwarding for faster trade.',
      'Таможенное оформление, склады, логистика, отраслевое финансирование и экспедирование.',
    ),
    link: '/tgfw',
  },
  {
    code: 'banner.3',
    group: 'banner',
    sortOrder: 3,
    title: t('跨境易货贸易', 'Cross-border barter trade', 'Трансграничная бартерная торговля'),
    summary: t(
      '以货易货，降低结算成本与汇率风险。',
      'Exchange goods for goods and cut settlement costs and currency risk.',
      'Обмен товара на товар снижает расходы на расчёты и валютные риски.',
    ),
    link: '/trade',
  },
  {
    code: 'promise.1',
    group: 'promise',
    sortOrder: 1,
    title: t('全天候平台服务', 'All-weather platform service', 'Круглосуточная работа платформы'),
    summary: t(
      '7×24 小时在线，随时发布与洽谈',
      'Online around the clock, 7 days a week',
      'Онлайн 24 часа, 7 дней в неделю',
    ),
  },
  {
    code: 'promise.2',
    group: 'promise',
    sortOrder: 2,
    title: t('快速响应', 'Fast response', 'Быстрый отклик'),
    summary: t(
      '询价与咨询当日回复',
      'Inquiries and requests answered the same day',
      'Ответ на запросы в тот же день',
    ),
  },
  {
    code: 'promise.3',
    group: 'promise',
    sortOrder: 3,
    title: t('客户价值至上', 'Customer value first', 'Ценность для клиента превыше всего'),
    summary: t('以企业成交为目标', 'Your deals are our goal', 'Наша цель — ваши сделки'),
  },
  {
    code: 'promise.4',
    group: 'promise',
    sortOrder: 4,
    title: t('全面安全保障', 'Comprehensive security', 'Всесторонняя безопасность'),
    summary: t(
      '资料加密存储，交易全程可追溯',
      'Data encrypted, every step traceable',
      'Данные защищены, каждый шаг отслеживается',
    ),
  },
  page(
    'page.service-2',
    1,
    t('仓储服务', 'Warehousing', 'Складские услуги'),
    t(
      '口岸与内陆仓库，保税与一般贸易仓储、分拣、中转一体化。',
      'Border and inland warehouses: bonded and general storage, sorting and transfer.',
      'Пограничные и внутренние склады: таможенное и обычное хранение, сортировка, перевалка.',
    ),
    t(
      html(
        '平台整合满洲里、绥芬河、二连浩特等口岸及内陆枢纽的合作仓库，提供保税仓储、一般贸易仓储、分拣包装与中转服务。',
        '<h3>服务内容</h3>',
        list(
          '仓库面积、仓储费、租金、装卸费、转运费公开透明',
          '支持整车与零担、铁路与公路多式联运',
          '在线查看仓库分布地图并提交仓储咨询',
        ),
      ),
      html(
        'Partner warehouses at the Manzhouli, Suifenhe and Erenhot border crossings and at inland hubs offer bonded storage, general storage, sorting, packing and transfer.',
        '<h3>What we offer</h3>',
        list(
          'Open prices: area, storage fee, rent, handling and transfer fees',
          'Full and part loads, rail and road combined',
          'A map of the warehouses and an online warehousing request',
        ),
      ),
      html(
        'Партнёрские склады в пунктах пропуска Маньчжурия, Суйфэньхэ, Эрлянь и во внутренних узлах: таможенное и обычное хранение, сортировка, упаковка и перевалка.',
        '<h3>Что мы предлагаем</h3>',
        list(
          'Открытые цены: площадь, хранение, аренда, погрузка и перевалка',
          'Полные и сборные партии, железная дорога и автотранспорт',
          'Карта складов и онлайн-заявка на хранение',
        ),
      ),
    ),
  ),
  page(
    'page.tgfw',
    2,
    t('通关服务', 'Customs clearance', 'Таможенное оформление'),
    t(
      '报关报检、跨境电商清单申报，专业团队全程代办。',
      'Declarations, inspections and cross-border e-commerce lists handled end to end.',
      'Декларирование, досмотр и списки трансграничной электронной торговли под ключ.',
    ),
    t(
      html(
        '平台对接中国海关跨境电商统一版系统，会员可在线提交订单、支付单、运单与清单，实时查看海关回执。',
        list('进出口货物报关报检', '跨境电商 9610 / 9710 / 9810 清单申报', '归类、估价与原产地咨询'),
      ),
      html(
        'The platform connects to China customs’ unified cross-border e-commerce system: members submit orders, payments, waybills and lists online and follow customs receipts as they arrive.',
        list(
          'Import and export declarations and inspections',
          'Cross-border e-commerce lists (9610 / 9710 / 9810)',
          'Advice on classification, valuation and origin',
        ),
      ),
      html(
        'Платформа подключена к единой системе таможни КНР для трансграничной электронной торговли: участники подают заказы, платежи, накладные и списки онлайн и видят ответы таможни.',
        list(
          'Декларирование экспорта и импорта, досмотр',
          'Списки трансграничной торговли 9610 / 9710 / 9810',
          'Консультации по классификации, стоимости и происхождению',
        ),
      ),
    ),
  ),
  page(
    'page.logistics',
    3,
    t('物流服务', 'Logistics', 'Логистика'),
    t(
      '中欧班列、公路与海运线路，门到门运输方案。',
      'China–Europe rail, road and sea routes, door to door.',
      'Контейнерные поезда Китай–Европа, автодороги и море, от двери до двери.',
    ),
    t(
      html(
        '根据始发港与目的港为您比较线路、时效与价格，提交物流咨询后专人联系。',
        list('整箱与拼箱', '冷链与危险品运输咨询', '在途跟踪'),
      ),
      html(
        'Tell us the departure and destination ports: we compare routes, transit times and prices, and an agent contacts you.',
        list(
          'Full and shared containers',
          'Cold chain and dangerous goods on request',
          'Tracking on the way',
        ),
      ),
      html(
        'Укажите порт отправления и назначения: мы сравним маршруты, сроки и цены, и с вами свяжется специалист.',
        list(
          'Полные и сборные контейнеры',
          'Холодовая цепь и опасные грузы по запросу',
          'Отслеживание в пути',
        ),
      ),
    ),
  ),
  page(
    'page.industrial',
    4,
    t('产业金融', 'Industry finance', 'Отраслевое финансирование'),
    t(
      '基于真实贸易背景的订单融资、仓单质押与结算服务。',
      'Order finance, warehouse-receipt loans and settlement backed by real trade.',
      'Финансирование заказов, залог складских свидетельств и расчёты под реальные сделки.',
    ),
    t(
      html(
        '合同备案与执行跟踪的数据为融资提供依据，合作银行与保理机构在线审批。',
        list('订单融资', '仓单质押', '跨境人民币与卢布结算'),
      ),
      html(
        'Filed contracts and their tracking back your application; partner banks and factors decide online.',
        list('Order finance', 'Warehouse-receipt loans', 'Cross-border settlement in yuan and roubles'),
      ),
      html(
        'Зарегистрированные контракты и их исполнение служат основанием; банки-партнёры решают онлайн.',
        list('Финансирование заказов', 'Залог складских свидетельств', 'Расчёты в юанях и рублях'),
      ),
    ),
  ),
  page(
    'page.loan',
    5,
    t('货运代理', 'Freight forwarding', 'Экспедирование'),
    t(
      '订舱、报关、保险一站式货代服务。',
      'Booking, customs and insurance in one place.',
      'Бронирование, таможня и страхование в одном месте.',
    ),
    t(
      html('平台认证的货运代理为会员提供订舱、装箱、报关与货物保险服务。'),
      html('Forwarders checked by the platform book space, load containers, declare and insure your goods.'),
      html(
        'Проверенные платформой экспедиторы бронируют место, загружают контейнеры, декларируют и страхуют грузы.',
      ),
    ),
  ),
  page(
    'page.trade',
    6,
    t('跨境易货贸易', 'Cross-border barter trade', 'Трансграничная бартерная торговля'),
    t(
      '以货易货，平台撮合、合同备案、通关一体化。',
      'Goods for goods: matched, filed and cleared on the platform.',
      'Товар за товар: подбор, регистрация контракта и оформление на платформе.',
    ),
    t(
      html('企业发布可供易货的商品与所需商品，平台按品类与价值智能匹配，易货合同在线备案并跟踪执行。'),
      html(
        'Companies list what they offer and what they need; the platform matches them by category and value, and the barter contract is filed and tracked online.',
      ),
      html(
        'Компании указывают, что предлагают и что ищут; платформа подбирает пары по категории и стоимости, контракт регистрируется и отслеживается онлайн.',
      ),
    ),
  ),
  page(
    'page.report',
    7,
    t('可行性报告', 'Feasibility report', 'Технико-экономическое обоснование'),
    t(
      '目标市场、物流与合规分析，提交需求后由顾问联系。',
      'Market, logistics and compliance analysis; a consultant contacts you.',
      'Анализ рынка, логистики и требований; с вами свяжется консультант.',
    ),
    t(
      html('告诉我们您的产品与目标市场，顾问将为您出具包含市场容量、物流方案、关税与认证要求的可行性报告。'),
      html(
        'Tell us your product and target market: a consultant prepares a report on market size, logistics, duties and certification.',
      ),
      html(
        'Расскажите о товаре и целевом рынке: консультант подготовит отчёт о ёмкости рынка, логистике, пошлинах и сертификации.',
      ),
    ),
  ),
  page(
    'page.promotion',
    8,
    t('推广服务', 'Promotion service', 'Продвижение'),
    t(
      '首页推荐、行业专题与展会对接，让更多采购商看到您。',
      'Home-page features, industry topics and trade fairs.',
      'Рекомендации на главной, отраслевые подборки и выставки.',
    ),
    t(
      html(list('首页与品类推荐位', '行业专题文章', '线下展会与采购对接会')),
      html(
        list(
          'Featured places on the home page and in categories',
          'Industry articles',
          'Trade fairs and buyer meetings',
        ),
      ),
      html(list('Места на главной и в категориях', 'Отраслевые статьи', 'Выставки и встречи с покупателями')),
    ),
  ),
  page(
    'page.about',
    9,
    t('关于我们', 'About us', 'О нас'),
    t(
      '面向中国企业的跨境 B2B 贸易与支付平台。',
      'A cross-border B2B trade and payment platform for Chinese companies.',
      'Трансграничная B2B-платформа торговли и платежей для китайских компаний.',
    ),
    t(
      html(
        '我们连接中国与俄罗斯、中亚市场的企业，提供供需撮合、合同备案、通关与物流服务。平台自 2017 年起服务外贸企业。',
      ),
      html(
        'We connect companies of China with the markets of Russia and Central Asia: matching supply and demand, filing contracts, clearing customs and moving goods. The platform has served traders since 2017.',
      ),
      html(
        'Мы соединяем компании Китая с рынками России и Центральной Азии: подбор предложений и спроса, регистрация контрактов, таможня и логистика. Платформа работает с 2017 года.',
      ),
    ),
  ),
  {
    code: 'legal.privacy',
    group: 'legal',
    sortOrder: 1,
    title: t('隐私政策', 'Privacy policy', 'Политика конфиденциальности'),
    body: t(
      html(
        '我们依据《中华人民共和国个人信息保护法》处理您的个人信息。',
        list(
          '收集的信息：姓名、手机号、邮箱、公司名称以及您在表单中填写的内容',
          '用途：回复您的咨询、提供注册会员服务、履行法定义务',
          '保存期限：实现上述目的所必需的最短时间',
          '您的权利：查阅、复制、更正、删除您的个人信息，撤回同意',
        ),
        '如需行使上述权利，请通过页面底部的联系方式与我们联系。',
      ),
      html(
        'We process your personal information under the Personal Information Protection Law of the People’s Republic of China.',
        list(
          'What we collect: name, phone, e-mail, company name and what you write in a form',
          'Why: to answer your request, to run your membership, to meet legal duties',
          'How long: no longer than these purposes need',
          'Your rights: to see, copy, correct and delete your information, and to withdraw consent',
        ),
        'To use these rights, contact us through the details at the foot of the page.',
      ),
      html(
        'Мы обрабатываем ваши персональные данные в соответствии с Законом КНР о защите персональной информации.',
        list(
          'Что собираем: имя, телефон, e-mail, название компании и текст формы',
          'Зачем: ответить на запрос, обслуживать членство, выполнять требования закона',
          'Срок хранения: не дольше, чем требуют эти цели',
          'Ваши права: просмотреть, скопировать, исправить и удалить данные, отозвать согласие',
        ),
        'Чтобы воспользоваться этими правами, свяжитесь с нами по контактам внизу страницы.',
      ),
    ),
  },
  {
    code: 'legal.terms',
    group: 'legal',
    sortOrder: 2,
    title: t('服务条款', 'Terms of service', 'Условия использования'),
    body: t(
      html(
        '会员对发布的供需信息的真实性负责。平台对信息进行审核，但不对交易结果承担担保责任。',
        '禁止发布违法、侵权或虚假信息；违反者平台有权删除信息并停用账号。',
      ),
      html(
        'Members answer for the truth of what they post. The platform reviews posts but does not guarantee the outcome of a trade.',
        'Unlawful, infringing or false posts are forbidden; the platform may remove them and suspend the account.',
      ),
      html(
        'Участники отвечают за достоверность публикаций. Платформа проверяет их, но не гарантирует исход сделки.',
        'Запрещены незаконные, нарушающие права и ложные публикации; платформа вправе удалить их и заблокировать аккаунт.',
      ),
    ),
  },
];
