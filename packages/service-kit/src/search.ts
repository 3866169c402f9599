import { Client, type ClientOptions } from '@opensearch-project/opensearch';

/**
 * The analyzer of Chinese text in the platform's indexes: Lucene's Smart Chinese
 * segmentation (words, not characters), the `analysis-smartcn` plugin that the local
 * server, the compose image and the Kubernetes pods all carry (infra/local/README.md).
 */
export const CHINESE_ANALYZER = 'smartcn';

/** An OpenSearch client for OPENSEARCH_URL (see OpenSearchConfig). */
export function searchClient(config: { OPENSEARCH_URL: string }, extra: Partial<ClientOptions> = {}) {
  return new Client({
    node: config.OPENSEARCH_URL,
    requestTimeout: 10000,
    maxRetries: 2,
    ...extra,
  });
}
