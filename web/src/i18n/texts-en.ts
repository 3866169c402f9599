/** The core texts of en as one chunk (see CORE_TEXTS). */
import common from './locales/en/common.json';
import portal from './locales/en/portal.json';
import member from './locales/en/member.json';

export { common, portal, member };
