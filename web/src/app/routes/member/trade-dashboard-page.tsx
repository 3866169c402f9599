import { TradeDashboard } from '@/features/trade-reports/trade-dashboard';
import { MarketPage } from './market-page';

/** /dashboard: the member's trade statistics as charts (§2's home dashboard, a path of its own). */
export default function TradeDashboardPage() {
  return (
    <MarketPage>
      <TradeDashboard />
    </MarketPage>
  );
}
