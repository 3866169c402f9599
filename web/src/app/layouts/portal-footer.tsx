import { Layout } from 'antd';
import {
  ClockCircleOutlined,
  ThunderboltOutlined,
  HeartOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, COPYRIGHT_YEARS } from '@/app/config';
import { SERVICE_PROMISES } from './portal-nav';

const ICONS = [ClockCircleOutlined, ThunderboltOutlined, HeartOutlined, SafetyCertificateOutlined];

/** §1 footer: four service promises, copyright 2017-2025 and the application version. */
export function PortalFooter() {
  const { t } = useTranslation();
  return (
    <Layout.Footer className="portal-footer" data-testid="portal-footer">
      <ul className="portal-promises">
        {SERVICE_PROMISES.map((key, i) => {
          const Icon = ICONS[i]!;
          return (
            <li key={key}>
              <Icon className="portal-promise-icon" />
              <span>{t(key)}</span>
            </li>
          );
        })}
      </ul>
      <div className="portal-copyright">
        {t('portal:footer.copyright', { years: COPYRIGHT_YEARS })} ·{' '}
        {t('portal:footer.version', { version: APP_VERSION })}
      </div>
    </Layout.Footer>
  );
}
