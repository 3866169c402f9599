/** The core texts of zh-CN as one chunk (see CORE_TEXTS). */
import common from './locales/zh-CN/common.json';
import portal from './locales/zh-CN/portal.json';
import member from './locales/zh-CN/member.json';

export { common, portal, member };
