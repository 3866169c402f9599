/** The permission that grants everything (§6). */
export const ALL_PERMISSIONS = '*/*/*';

/** Who is calling, as the gateway passes it to services. */
/**
 * `service`: a platform service calling another's `/internal/*` route on its own behalf
 * (`sub` names it); no token ever carries it.
 */
export type IdentityKind = 'admin' | 'member' | 'service';

export interface Identity {
  /** Admin user id or member account id. */
  sub: string;
  kind: IdentityKind;
  roles: string[];
  /** Permission strings of an admin's roles; empty for members. */
  perms: string[];
  /** The member (company) id every member-area query is scoped to. */
  memberId?: string;
  /**
   * A member's company name as the platform shows it publicly: the registration's company
   * name (the company profile's once it exists). Signed by auth, never taken from a form.
   */
  company?: string;
}

/** Internal headers carrying the verified identity; the gateway strips them from incoming requests. */
export const IDENTITY_HEADER = 'x-trade-identity';
export const IDENTITY_SIGNATURE_HEADER = 'x-trade-identity-sig';
export const INTERNAL_HEADER_PREFIX = 'x-trade-';

/**
 * Permission strings of the admin endpoints, `module/resource/action` as the
 * back-office menus carry them.
 */
export const PERMISSIONS = {
  auditLogList: 'system/log/list',
  guestbookPage: 'admin/guestbook/page',
  guestbookDel: 'admin/guestbook/del',
  guestbookChangeStatus: 'admin/guestbook/changeStatus',
  fileDel: 'admin/sys.file/del',
  fileGetTempKeys: 'admin/sys.file/getTempKeys',
  fileAdd: 'admin/sys.file/add',
  fileRemove: 'admin/sys.file/remove',
  fileGroupAdd: 'admin/sys.fileGroup/add',
  fileGroupEdit: 'admin/sys.fileGroup/edit',
  fileGroupDel: 'admin/sys.fileGroup/del',
  // System: admin users, roles, departments, menus (/admin/sys.*)
  sysUserPage: 'sys/user/page',
  sysUserAdd: 'sys/user/add',
  sysUserEdit: 'sys/user/edit',
  sysUserChangeStatus: 'sys/user/changeStatus',
  sysUserDel: 'sys/user/del',
  sysRolePage: 'sys/role/page',
  sysRoleAdd: 'sys/role/add',
  sysRoleEdit: 'sys/role/edit',
  sysRoleChangeStatus: 'sys/role/changeStatus',
  sysRoleAuth: 'sys/role/auth',
  sysRoleDel: 'sys/role/del',
  sysDeptTree: 'sys/dept/tree',
  sysDeptAdd: 'sys/dept/add',
  sysDeptEdit: 'sys/dept/edit',
  sysDeptDel: 'sys/dept/del',
  sysDeptRefresh: 'sys/dept/refresh',
  sysMenuTree: 'sys/menu/tree',
  sysMenuApis: 'sys/menu/apis',
  sysMenuAdd: 'sys/menu/add',
  sysMenuEdit: 'sys/menu/edit',
  sysMenuDel: 'sys/menu/del',
  sysMenuRefresh: 'sys/menu/refresh',
  // Custom navigation (/admin/sys.customNavGroup/*, /admin/sys.customNav/*)
  sysCustomNavGroupList: 'sys/customNavGroup/list',
  sysCustomNavGroupInfo: 'sys/customNavGroup/info',
  sysCustomNavGroupAdd: 'sys/customNavGroup/add',
  sysCustomNavGroupEdit: 'sys/customNavGroup/edit',
  sysCustomNavGroupDel: 'sys/customNavGroup/del',
  sysCustomNavList: 'sys/customNav/list',
  sysCustomNavTree: 'sys/customNav/tree',
  sysCustomNavInfo: 'sys/customNav/info',
  sysCustomNavAdd: 'sys/customNav/add',
  sysCustomNavEdit: 'sys/customNav/edit',
  sysCustomNavDel: 'sys/customNav/del',
  // Member accounts in the back office (/admin/member.account/*)
  memberAccountPage: 'member/account/page',
  memberAccountChangeStatus: 'member/account/changeStatus',
  // Company profiles and filings in the back office (/admin/member.company/*, /admin/member.record/*, member service)
  memberCompanyPage: 'member/company/page',
  memberCompanyInfo: 'member/company/info',
  memberCompanyReview: 'member/company/review',
  memberRecordPage: 'member/record/page',
  memberRecordInfo: 'member/record/info',
  memberRecordReview: 'member/record/review',
  // Contract review in the back office (/admin/member.contract/*, member service)
  memberContractPage: 'member/contract/page',
  memberContractInfo: 'member/contract/info',
  memberContractReview: 'member/contract/review',
  // System status (GET /system/app/list, /system/tasks/list)
  systemAppList: 'system/app/list',
  systemTasksList: 'system/tasks/list',
  systemTableList: 'system/table/list',
  // Dictionaries and system configuration (/admin/sys.dictClass|dictItem|config/*)
  sysDictItemPage: 'sys/dictItem/page',
  sysDictItemSelect: 'sys/dictItem/select',
  sysDictItemInfo: 'sys/dictItem/info',
  sysDictItemAdd: 'sys/dictItem/add',
  sysDictItemEdit: 'sys/dictItem/edit',
  sysDictItemChangeStatus: 'sys/dictItem/changeStatus',
  sysDictItemShowOrder: 'sys/dictItem/showOrder',
  sysDictItemDel: 'sys/dictItem/del',
  sysDictClassList: 'sys/dictClass/list',
  sysDictClassInfo: 'sys/dictClass/info',
  sysDictClassAdd: 'sys/dictClass/add',
  sysDictClassEdit: 'sys/dictClass/edit',
  sysDictClassDel: 'sys/dictClass/del',
  sysConfigList: 'sys/config/list',
  sysConfigAdd: 'sys/config/add',
  sysConfigEdit: 'sys/config/edit',
  sysConfigBatch: 'sys/config/batch',
  sysConfigSort: 'sys/config/sort',
  sysConfigDel: 'sys/config/del',
  sysConfigRefresh: 'sys/config/refresh',
  // Menus whose screens other services serve; their endpoints check these strings.
  sysDictPage: 'sys/dict/page',
  sysFilePage: 'sys/file/page',
  productSpuPage: 'product/spu/page',
  productBrandPage: 'product/brand/page',
  productCategoryList: 'product/category/list',
  productAttrPage: 'product/attr/page',
  productSpuRecyclePage: 'product/spuRecycle/page',
  // The product catalogue (/admin/product.spu|spuRecycle|brand|attr|category/*)
  productSpuInfo: 'product/spu/info',
  productSpuAdd: 'product/spu/add',
  productSpuEdit: 'product/spu/edit',
  productSpuDel: 'product/spu/del',
  productSpuChangeStatus: 'product/spu/changeStatus',
  productSpuRecycleRestore: 'product/spuRecycle/restore',
  productSpuRecycleDel: 'product/spuRecycle/del',
  productBrandInfo: 'product/brand/info',
  productBrandAdd: 'product/brand/add',
  productBrandEdit: 'product/brand/edit',
  productBrandDel: 'product/brand/del',
  productAttrInfo: 'product/attr/info',
  productAttrAdd: 'product/attr/add',
  productAttrEdit: 'product/attr/edit',
  productAttrDel: 'product/attr/del',
  productAttrChangeStatus: 'product/attr/changeStatus',
  productCategoryTree: 'product/category/tree',
  productCategorySelect: 'product/category/select',
  productCategoryRefresh: 'product/category/refresh',
  productCategoryInfo: 'product/category/info',
  productCategoryAdd: 'product/category/add',
  productCategoryEdit: 'product/category/edit',
  productCategoryDel: 'product/category/del',
  marketSupplyPage: 'market/supply/page',
  marketDemandPage: 'market/demand/page',
  articlePage: 'article/article/page',
  // The portal's content (/admin/article.article|category/*, /admin/patch.item/*)
  articleInfo: 'article/article/info',
  articleAdd: 'article/article/add',
  articleEdit: 'article/article/edit',
  articleDel: 'article/article/del',
  articleChangeStatus: 'article/article/changeStatus',
  articleCategoryTree: 'article/category/tree',
  articleCategoryInfo: 'article/category/info',
  articleCategoryAdd: 'article/category/add',
  articleCategoryEdit: 'article/category/edit',
  articleCategoryDel: 'article/category/del',
  patchPage: 'patch/item/page',
  patchInfo: 'patch/item/info',
  patchAdd: 'patch/item/add',
  patchEdit: 'patch/item/edit',
  patchDel: 'patch/item/del',
  // The warehouses of the portal's map (/admin/wms.warehouse/*, customs service)
  wmsWarehousePage: 'wms/warehouse/page',
  wmsWarehouseInfo: 'wms/warehouse/info',
  wmsWarehouseAdd: 'wms/warehouse/add',
  wmsWarehouseEdit: 'wms/warehouse/edit',
  wmsWarehouseDel: 'wms/warehouse/del',
  wmsWarehouseChangeStatus: 'wms/warehouse/changeStatus',
  // CEB messages in the back office (/admin/kj.message/*, /admin/kj.unmatched/*, customs service)
  kjMessageUpload: 'kj/message/upload',
  kjMessagePage: 'kj/message/page',
  kjUnmatchedPage: 'kj/unmatched/page',
  kjUnmatchedInfo: 'kj/unmatched/info',
  // Marketplace back office (/admin/product.supply/*, /admin/product.demand/*)
  marketSupplyInfo: 'market/supply/info',
  marketSupplyAudit: 'market/supply/audit',
  marketSupplyChangeStatus: 'market/supply/changeStatus',
  marketSupplyInquiryList: 'market/supply/inquiryList',
  marketDemandInfo: 'market/demand/info',
  marketDemandAudit: 'market/demand/audit',
  marketDemandChangeStatus: 'market/demand/changeStatus',
  marketDemandQuoteList: 'market/demand/quoteList',
  // Saving supply and demand, and quoting on a demand, on a member's behalf
  marketSupplySave: 'market/supply/save',
  marketDemandSave: 'market/demand/save',
  marketDemandQuote: 'market/demand/quote',
} as const;

export type PermissionName = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** True when `granted` satisfies `required`; ALL_PERMISSIONS satisfies anything. */
export function hasPermission(granted: readonly string[], required: string): boolean {
  return granted.includes(ALL_PERMISSIONS) || granted.includes(required);
}

/** §6 any-of: `granted` satisfies at least one of `required` (none required: nothing to satisfy, false). */
export function hasAnyPermission(granted: readonly string[], required: readonly string[]): boolean {
  return required.some((permission) => hasPermission(granted, permission));
}

/** §6 all-of: `granted` satisfies every one of `required`. */
export function hasAllPermissions(granted: readonly string[], required: readonly string[]): boolean {
  return required.every((permission) => hasPermission(granted, permission));
}

/**
 * §6 role directive: one of `held` (the caller's kind, `admin` or `member`, and its role
 * ids or names) is `required`, or any of several.
 */
export function hasRole(held: readonly string[], required: string | readonly string[]): boolean {
  const wanted = typeof required === 'string' ? [required] : required;
  return wanted.some((role) => held.includes(role));
}
