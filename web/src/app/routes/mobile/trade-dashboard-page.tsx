import { MobileTradeDashboard } from '@/features/trade-reports/mobile-trade-dashboard';

/** /mobile/member/dashboard: the member's trade statistics as charts on a phone. */
export default function MobileTradeDashboardPage() {
  return <MobileTradeDashboard />;
}
