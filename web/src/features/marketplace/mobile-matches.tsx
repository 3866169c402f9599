import { DotLoading, Image, List, ProgressCircle } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Match, ProductKind } from './api';
import { marketLinks } from './market-links';
import { thumbnail } from '@/lib/thumbnail';
import { useUnits } from '@/components/dict-select/use-units';

/**
 * Smart matches as a phone list: the matched item, its company and quantity, and the
 * score in percent. Each opens the matched item's public page.
 */
export function MobileMatchList({
  matches,
  loading,
  kind,
  title,
}: {
  matches: Match[];
  loading: boolean;
  /** Kind of the matched items. */
  kind: ProductKind;
  title: string;
}) {
  const { t } = useTranslation();
  const { unitName } = useUnits();
  const navigate = useNavigate();
  return (
    <List header={title} data-testid="matches">
      {loading && <DotLoading color="primary" />}
      {!loading && matches.length === 0 && (
        <List.Item>
          <span className="m-hint">{t('member:market.mobile.noMatches')}</span>
        </List.Item>
      )}
      {matches.map((m) => {
        const percent = Math.round(m.score * 100);
        return (
          <List.Item
            key={m.item.id}
            data-testid="match-row"
            onClick={() => void navigate(marketLinks.publicDetail(kind, m.item.id))}
            prefix={
              m.item.image ? (
                <Image
                  src={thumbnail(m.item.image, 160)}
                  width={44}
                  height={44}
                  fit="cover"
                  style={{ borderRadius: 4 }}
                />
              ) : undefined
            }
            description={`${m.item.companyName} · ${m.item.quantity} ${unitName(m.item.unit)} · ${m.item.countryName}`}
            extra={
              <ProgressCircle percent={percent} style={{ '--size': '44px', '--track-width': '3px' }}>
                <span className="m-score">{percent}%</span>
              </ProgressCircle>
            }
          >
            {m.item.name}
          </List.Item>
        );
      })}
    </List>
  );
}
