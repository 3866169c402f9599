/** The core texts of ru as one chunk (see CORE_TEXTS). */
import common from './locales/ru/common.json';
import portal from './locales/ru/portal.json';
import member from './locales/ru/member.json';

export { common, portal, member };
