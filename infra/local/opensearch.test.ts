import { CHINESE_ANALYZER, searchClient } from '@trade/service-kit';
import { testServers, unique } from '@trade/service-kit/testing';

/**
 * The local OpenSearch (or OPENSEARCH_URL) with the platform's Chinese analysis: product
 * titles segmented into words by smartcn, and a `cjk` bigram sub-field for parts of words.
 */
const client = searchClient(testServers());
const index = unique('test_products');

const TITLES = [
  '不锈钢保温杯',
  '保温饭盒',
  '冷冻带鱼',
  '俄罗斯进口面粉',
  '高筋面粉',
  '墙面粉刷涂料',
  '一次性口罩',
];

/** The titles whose `field` matches every word of `text`, in title order. */
async function titles(text: string, field = 'title') {
  const { body } = await client.search({
    index,
    body: { size: 20, query: { match: { [field]: { query: text, operator: 'and' } } } },
  });
  const found = body.hits.hits.map((hit) => (hit._source as { title: string }).title);
  return TITLES.filter((title) => found.includes(title));
}

beforeAll(async () => {
  await client.indices.create({
    index,
    body: {
      settings: { number_of_shards: 1, number_of_replicas: 0 },
      mappings: {
        properties: {
          title: {
            type: 'text',
            analyzer: CHINESE_ANALYZER,
            fields: { cjk: { type: 'text', analyzer: 'cjk' } },
          },
        },
      },
    },
  });
  await client.bulk({
    index,
    refresh: true,
    body: TITLES.flatMap((title, i) => [{ index: { _id: String(i + 1) } }, { title }]),
  });
});

afterAll(async () => {
  await client.indices.delete({ index }).catch(() => undefined);
  await client.close();
});

describe('OpenSearch with the Chinese analysis', () => {
  it('cuts a product title into words', async () => {
    const { body } = await client.indices.analyze({
      body: { analyzer: CHINESE_ANALYZER, text: '俄罗斯进口面粉' },
    });
    expect(body.tokens?.map((token) => token.token)).toEqual(['俄罗斯', '进口', '面粉']);
  });

  it('finds products by a word of their title', async () => {
    expect(await titles('保温杯')).toEqual(['不锈钢保温杯']);
    expect(await titles('带鱼')).toEqual(['冷冻带鱼']);
    expect(await titles('面粉')).toEqual(['俄罗斯进口面粉', '高筋面粉']);
    expect(await titles('俄罗斯面粉')).toEqual(['俄罗斯进口面粉']);
  });

  it('does not match characters across word boundaries, as bigrams do', async () => {
    // 墙面 + 粉刷: the bigram 面粉 is in the text, the word is not.
    expect(await titles('面粉', 'title.cjk')).toContain('墙面粉刷涂料');
    expect(await titles('面粉')).not.toContain('墙面粉刷涂料');
  });

  it('finds part of a word through the bigram sub-field', async () => {
    expect(await titles('保温')).toEqual(['保温饭盒']);
    expect(await titles('保温', 'title.cjk')).toEqual(['不锈钢保温杯', '保温饭盒']);
  });
});
