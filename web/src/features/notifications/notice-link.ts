import type { Notice } from './api';

/** The mobile page a notification is about: the trade for an inquiry or quote, the item for a review result. */
export function mobileNoticeLink(notice: Pick<Notice, 'kind' | 'subjectId'>): string | null {
  const [subject] = notice.kind.split('.');
  switch (subject) {
    case 'inquiry':
    case 'quote':
      return `/mobile/transInfo/${notice.subjectId}`;
    case 'supply':
    case 'demand':
      return `/mobile/member/${subject}/info/${notice.subjectId}`;
    default:
      return null;
  }
}
