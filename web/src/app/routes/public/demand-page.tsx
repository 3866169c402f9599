import { MarketSearch } from '@/features/marketplace/market-search';

/** /demand: demand search with smart matching (desktop). */
export default function DemandPage() {
  return (
    <div style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
      <MarketSearch kind="demand" />
    </div>
  );
}
