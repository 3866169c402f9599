import { MarketSearch } from '@/features/marketplace/market-search';

/** /supply: the public supply search (desktop), with smart-matching scores for members with demands. */
export default function SupplyPage() {
  return (
    <div style={{ maxWidth: 1200, margin: '24px auto', padding: '0 16px' }}>
      <MarketSearch kind="supply" />
    </div>
  );
}
