import { format, type Lang } from '@trade/contracts';
import { errorCatalogue } from '@trade/service-kit';

/** The catalog service's error catalogue: stable ids, HTTP status, messages in the three languages. */
export const CATALOG_ERRORS = {
  /** The search engine behind the public lists is down or unreachable. */
  SEARCH_UNAVAILABLE: {
    status: 503,
    message: {
      'zh-cn': '搜索服务暂时不可用，请稍后再试',
      en: 'Search is unavailable at the moment, please try again shortly',
      ru: 'Поиск временно недоступен, повторите попытку позже',
    },
  },
  FIELD_INVALID: {
    status: 400,
    message: { 'zh-cn': '{field} 无效', en: '{field} is invalid', ru: 'Недопустимое значение: {field}' },
  },
  /** A unit that is not an enabled item of the `unit` dictionary (unknown, or disabled by an admin). */
  UNIT_UNAVAILABLE: {
    status: 400,
    message: {
      'zh-cn': '计量单位“{unit}”不存在或已停用',
      en: 'The unit “{unit}” does not exist or is disabled',
      ru: 'Единица измерения «{unit}» не существует или отключена',
    },
  },
  NOT_TRADABLE: {
    status: 409,
    message: {
      'zh-cn': '该产品未上架、未审核通过或已过期',
      en: 'This product is hidden, not approved, closed or expired',
      ru: 'Товар скрыт, не одобрен, закрыт или срок его действия истёк',
    },
  },
  OWN_PRODUCT: {
    status: 409,
    message: {
      'zh-cn': '不能对自己发布的产品询价或报价',
      en: 'You cannot send an inquiry or a quote on your own product',
      ru: 'Нельзя отправить запрос или предложение на собственный товар',
    },
  },
  /** A reply to an inquiry, or a decision on a quote, that was given already. */
  ALREADY_ANSWERED: {
    status: 409,
    message: {
      'zh-cn': '已答复，不能重复操作',
      en: 'This has been answered already',
      ru: 'Ответ уже дан',
    },
  },
  REASON_REQUIRED: {
    status: 400,
    message: {
      'zh-cn': '请输入驳回原因',
      en: 'Please enter the reason for rejection',
      ru: 'Укажите причину отклонения',
    },
  },
  /** A gallery file id that is not a live file of the member (unknown, deleted or another's). */
  GALLERY_NOT_FOUND: {
    status: 400,
    message: {
      'zh-cn': '图片不存在或已删除，请重新上传',
      en: 'The image does not exist or was deleted, please upload it again',
      ru: 'Изображение не найдено или удалено, загрузите его снова',
    },
  },
  /** §5: the image rule of the uploader, for a gallery file that is not a jpeg, png or gif. */
  GALLERY_NOT_IMAGE: {
    status: 400,
    message: {
      'zh-cn': '选择的文件类型 {type} 非图像类文件',
      en: 'The selected file type {type} is not an image file',
      ru: 'Выбранный тип файла {type} не является изображением',
    },
  },
  /** The back office saving or quoting for a member id that auth does not know. */
  MEMBER_UNKNOWN: {
    status: 400,
    message: {
      'zh-cn': '会员不存在，请重新选择会员',
      en: 'The member does not exist, please choose another member',
      ru: 'Участник не найден, выберите другого участника',
    },
  },
  /** …or for a member whose account an admin disabled. */
  MEMBER_DISABLED: {
    status: 400,
    message: {
      'zh-cn': '该会员账号已停用，不能代其操作',
      en: 'This member account is disabled: nothing can be done on its behalf',
      ru: 'Учётная запись участника отключена: действовать от её имени нельзя',
    },
  },
  /** An edit in the back office naming another member than the item's owner. */
  MEMBER_MISMATCH: {
    status: 400,
    message: {
      'zh-cn': '不能更改信息的所属会员',
      en: 'The member an item belongs to cannot be changed',
      ru: 'Нельзя сменить участника, которому принадлежит запись',
    },
  },
  CATEGORY_HAS_CHILDREN: {
    status: 409,
    message: {
      'zh-cn': '分类“{name}”下还有子分类，请先删除或移走子分类',
      en: 'The category “{name}” still has subcategories: delete or move them first',
      ru: 'В категории «{name}» есть подкатегории: сначала удалите или перенесите их',
    },
  },
  CATEGORY_IN_USE: {
    status: 409,
    message: {
      'zh-cn': '分类“{name}”下还有商品或供需信息，不能删除',
      en: 'The category “{name}” still has products, supply or demand in it and cannot be deleted',
      ru: 'В категории «{name}» есть товары, предложения или запросы: её нельзя удалить',
    },
  },
  BRAND_IN_USE: {
    status: 409,
    message: {
      'zh-cn': '品牌“{name}”仍有商品使用，不能删除',
      en: 'The brand “{name}” is still used by products and cannot be deleted',
      ru: 'Бренд «{name}» используется товарами: его нельзя удалить',
    },
  },
  ATTR_IN_USE: {
    status: 409,
    message: {
      'zh-cn': '属性“{name}”仍是商品的规格，不能删除',
      en: 'The attribute “{name}” is still a spec of products and cannot be deleted',
      ru: 'Атрибут «{name}» используется в спецификациях товаров: его нельзя удалить',
    },
  },
  ARTICLE_CATEGORY_IN_USE: {
    status: 409,
    message: {
      'zh-cn': '分类“{name}”下还有文章，不能删除',
      en: 'The category “{name}” still has articles and cannot be deleted',
      ru: 'В категории «{name}» есть статьи: её нельзя удалить',
    },
  },
  PATCH_CODE_TAKEN: {
    status: 409,
    message: {
      'zh-cn': '标识“{code}”已被其他内容块使用',
      en: 'The code “{code}” is used by another content block',
      ru: 'Код «{code}» уже занят другим блоком',
    },
  },
} as const;

/** Raises a catalog error (or a platform-wide one) by id. */
export const catalogFail = errorCatalogue(CATALOG_ERRORS);

/** 400 naming the field, in the shape of a schema failure. */
export function invalidField(field: string, message: string) {
  return catalogFail('FIELD_INVALID', { field }, [{ field, message }]);
}

/** A gallery refusal: 400 naming the field `gallery`, its message in the request language. */
export function galleryRefused(
  id: 'GALLERY_NOT_FOUND' | 'GALLERY_NOT_IMAGE',
  lang: Lang,
  params: Record<string, string> = {},
) {
  const message = format(CATALOG_ERRORS[id].message[lang], params);
  return catalogFail(id, params, [{ field: 'gallery', message }]);
}
