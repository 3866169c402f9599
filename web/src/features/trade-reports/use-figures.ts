import { useTranslation } from 'react-i18next';
import { useReportFiguresQuery } from './api';

/** One dimension's figures, in the interface language. */
export function useFigures(dimension: string) {
  const { i18n } = useTranslation();
  return useReportFiguresQuery({ dimension, lang: i18n.language });
}
