import type { Lang } from '@trade/contracts';
import { errorCatalogue } from '@trade/service-kit';

/** The files service's failures (§5, §8), on top of the platform-wide ones. */
export const FILES_ERRORS = {
  FILE_NOT_IMAGE: {
    status: 415,
    message: {
      'zh-cn': '选择的文件类型 {type} 非图像类文件',
      en: 'The selected file type {type} is not an image file',
      ru: 'Выбранный тип файла {type} не является изображением',
    },
  },
  FILE_TOO_LARGE: {
    status: 413,
    message: {
      'zh-cn': '上传文件大小不能超过 {n}MB!',
      en: 'The uploaded file may not exceed {n}MB!',
      ru: 'Размер загружаемого файла не может превышать {n} МБ!',
    },
  },
  FILE_REQUIRED: {
    status: 400,
    message: {
      'zh-cn': '请选择要上传的文件',
      en: 'Choose a file to upload',
      ru: 'Выберите файл для загрузки',
    },
  },
  FILE_MOVE_NONE: {
    status: 400,
    message: {
      'zh-cn': '请选择要移动的文件',
      en: 'Select the files to move',
      ru: 'Выберите файлы для перемещения',
    },
  },
  GROUP_NOT_FOUND: {
    status: 404,
    message: { 'zh-cn': '分组不存在', en: 'File group not found', ru: 'Группа файлов не найдена' },
  },
  GROUP_NAME_TAKEN: {
    status: 409,
    message: {
      'zh-cn': '分组名称“{label}”已存在',
      en: 'A file group named "{label}" already exists',
      ru: 'Группа файлов «{label}» уже существует',
    },
  },
  FILE_NOT_FOUND: {
    status: 404,
    message: { 'zh-cn': '文件不存在', en: 'File not found', ru: 'Файл не найден' },
  },
  UPLOAD_TOKEN_INVALID: {
    status: 403,
    message: {
      'zh-cn': '上传凭证无效或已过期',
      en: 'The upload credentials are invalid or have expired',
      ru: 'Учётные данные загрузки недействительны или истекли',
    },
  },
  UPLOAD_OBJECT_MISSING: {
    status: 404,
    message: {
      'zh-cn': '未找到已上传的文件，请重新上传',
      en: 'The uploaded object was not found; upload it again',
      ru: 'Загруженный объект не найден; загрузите его снова',
    },
  },
  IMPORT_INVALID: {
    status: 400,
    message: {
      'zh-cn': '导入文件格式错误：{detail}',
      en: 'The import file is invalid: {detail}',
      ru: 'Неверный файл импорта: {detail}',
    },
  },
} as const;

export const failFiles = errorCatalogue(FILES_ERRORS);

/** A 400 of `code` naming `field`, its message in the request language. */
const failNaming = (code: 'FILE_MOVE_NONE' | 'FILE_REQUIRED', field: string, lang: Lang) =>
  failFiles(code, {}, [{ field, message: FILES_ERRORS[code].message[lang] }]);

/** A move of no files: 400 naming the field `ids`. */
export const noFilesToMove = (lang: Lang) => failNaming('FILE_MOVE_NONE', 'ids', lang);

/** An upload without a file: 400 naming the field `file`. */
export const noFileChosen = (lang: Lang) => failNaming('FILE_REQUIRED', 'file', lang);
