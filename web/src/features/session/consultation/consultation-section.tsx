import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConsultationType } from './api';
import './consultation-form.css';

// The form and its UI library load when the form is wanted, not with the page's text.
const ConsultationForm = lazy(() =>
  import('./consultation-form').then((module) => ({ default: module.ConsultationForm })),
);

/**
 * A portal page's consultation form under its heading, at `#consult`: links from elsewhere
 * (the warehouse map's logistics-consulting entry) land on it. A desktop loads the form as
 * it nears the screen; a phone when the visitor asks for it (its button, or a link to
 * #consult, `onRequest`), so that reading the page on a phone loads no form code.
 */
export function ConsultationSection({
  type,
  source,
  onRequest = false,
}: {
  type: ConsultationType;
  source?: string;
  /** The form loads only when asked for (a phone); otherwise as it nears the screen. */
  onRequest?: boolean;
}) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(hash === '#consult');
  useEffect(() => {
    if (hash !== '#consult') return;
    setOpen(true);
    ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  useEffect(() => {
    const section = ref.current;
    if (open || onRequest || !section) return;
    if (typeof IntersectionObserver === 'undefined') return setOpen(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setOpen(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, [open, onRequest]);
  return (
    <section id="consult" ref={ref} className="consultation-section" data-testid="consult-section">
      <h2>{t(`portal:consult.title.${type}`)}</h2>
      <p className="consultation-intro">{t(`portal:consult.intro.${type}`)}</p>
      {open ? (
        <Suspense fallback={<div className="consultation-loading" aria-busy="true" />}>
          <ConsultationForm type={type} source={source} />
        </Suspense>
      ) : onRequest ? (
        <button
          type="button"
          className="consultation-open"
          onClick={() => setOpen(true)}
          data-testid="consult-open"
        >
          {t('portal:consult.open')}
        </button>
      ) : (
        <div className="consultation-loading" aria-busy="true" />
      )}
    </section>
  );
}
