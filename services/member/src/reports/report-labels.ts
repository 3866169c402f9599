import type { Lang } from '@trade/contracts';

type Labels = Record<string, Record<Lang, string>>;

/** The report dimensions (`/home/report/group`): what `groupQuery` can break the figures down by. */
export const DIMENSION_LABELS = {
  overview: { 'zh-cn': '业务总览', en: 'Overview', ru: 'Обзор' },
  month: { 'zh-cn': '按月统计', en: 'By month', ru: 'По месяцам' },
  country: { 'zh-cn': '按对方国家', en: 'By counterparty country', ru: 'По стране контрагента' },
  contractStatus: { 'zh-cn': '合同状态', en: 'Contracts by status', ru: 'Договоры по статусам' },
  contractAmount: { 'zh-cn': '合同金额', en: 'Contract amounts', ru: 'Суммы договоров' },
} satisfies Labels;
export type Dimension = keyof typeof DIMENSION_LABELS;
export const DIMENSIONS = Object.keys(DIMENSION_LABELS) as Dimension[];

/** The figures each fact kind adds to. */
export const METRIC_LABELS = {
  supplies: { 'zh-cn': '供应', en: 'Supplies', ru: 'Предложения' },
  demands: { 'zh-cn': '需求', en: 'Demands', ru: 'Запросы' },
  inquiriesReceived: { 'zh-cn': '收到的询盘', en: 'Inquiries received', ru: 'Полученные запросы цены' },
  inquiriesSent: { 'zh-cn': '发出的询盘', en: 'Inquiries sent', ru: 'Отправленные запросы цены' },
  quotesReceived: {
    'zh-cn': '收到的报价',
    en: 'Quotations received',
    ru: 'Полученные коммерческие предложения',
  },
  quotesSent: { 'zh-cn': '发出的报价', en: 'Quotations sent', ru: 'Отправленные коммерческие предложения' },
  contracts: { 'zh-cn': '合同', en: 'Contracts', ru: 'Договоры' },
  count: { 'zh-cn': '数量', en: 'Count', ru: 'Количество' },
  amount: { 'zh-cn': '金额', en: 'Amount', ru: 'Сумма' },
} satisfies Labels;
export type Metric = keyof typeof METRIC_LABELS;

export const STATUS_LABELS = {
  draft: { 'zh-cn': '草稿', en: 'Draft', ru: 'Черновик' },
  submitted: { 'zh-cn': '待审核', en: 'Submitted', ru: 'На проверке' },
  approved: { 'zh-cn': '已通过', en: 'Approved', ru: 'Одобрен' },
  rejected: { 'zh-cn': '已驳回', en: 'Rejected', ru: 'Отклонён' },
  executing: { 'zh-cn': '执行中', en: 'Executing', ru: 'Исполняется' },
  completed: { 'zh-cn': '已完成', en: 'Completed', ru: 'Завершён' },
  terminated: { 'zh-cn': '已终止', en: 'Terminated', ru: 'Расторгнут' },
} satisfies Labels;

export const UNKNOWN_COUNTRY = { 'zh-cn': '未知', en: 'Unknown', ru: 'Не указана' } satisfies Record<
  Lang,
  string
>;
