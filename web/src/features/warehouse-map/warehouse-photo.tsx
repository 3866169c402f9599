import { HomeOutlined } from '@ant-design/icons';
import { useWarehouseThumbQuery, type MapWarehouse } from './api';
import { kindColour } from './warehouse-facts';

/**
 * A warehouse's photo: the list's own address, or the thumbnail call (§7 thumbUrl.html)
 * when `fetch` asks for the current one; a tinted house when it has none.
 */
export function WarehousePhoto({ row, large = false }: { row: MapWarehouse; large?: boolean }) {
  const thumb = useWarehouseThumbQuery(row.id, { skip: !large });
  const url = (large ? thumb.data : undefined) ?? row.imageUrl;
  const className = `warehouse-photo${large ? ' warehouse-photo-large' : ''}`;
  if (url) return <img className={className} src={url} alt={row.name} loading="lazy" />;
  return (
    <span
      className={`${className} warehouse-photo-none`}
      style={{ color: kindColour(row.kind) }}
      data-testid="warehouse-photo-none"
      aria-hidden
    >
      <HomeOutlined />
    </span>
  );
}
