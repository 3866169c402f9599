import { useEffect, useState } from 'react';
import dayjs, { type ConfigType } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';

dayjs.extend(relativeTime);

/** §9: the display refreshes every 60 s. */
export const RELATIVE_TIME_REFRESH_MS = 60_000;

/** "3 分钟前" style time that re-renders every minute and follows the language. */
export function RelativeTime({ time }: { time: ConfigType }) {
  const { i18n } = useTranslation();
  const [, tick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), RELATIVE_TIME_REFRESH_MS);
    return () => clearInterval(id);
  }, []);
  const d = dayjs(time);
  // dayjs's global locale is set by the app shell; read it per render so a switch shows at once.
  const lang = i18n.language === 'zh-CN' ? 'zh-cn' : i18n.language;
  return (
    <time dateTime={d.toISOString()} title={d.format('YYYY-MM-DD HH:mm:ss')}>
      {d.locale(lang).fromNow()}
    </time>
  );
}
