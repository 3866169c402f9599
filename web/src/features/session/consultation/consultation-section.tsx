import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConsultationType } from './api';
import { ConsultationForm } from './consultation-form';
import './consultation-form.css';

/**
 * A portal page's consultation form under its heading, at `#consult`: links from elsewhere
 * (the warehouse map's logistics-consulting entry) land on it.
 */
export function ConsultationSection({ type, source }: { type: ConsultationType; source?: string }) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === '#consult') ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  return (
    <section id="consult" ref={ref} className="consultation-section" data-testid="consult-section">
      <h2>{t(`portal:consult.title.${type}`)}</h2>
      <p className="consultation-intro">{t(`portal:consult.intro.${type}`)}</p>
      <ConsultationForm type={type} source={source} />
    </section>
  );
}
