import { MongoClient } from 'mongodb';

/** Companies of the member service's local registry (services/member/src/registry/local-registry.ts). */
export const REGISTRY = {
  mohe: {
    keyword: '漠河边贸',
    name: '漠河边贸有限公司',
    creditCode: '91232700MA1BT0001C',
    region: ['23', '2327', '232701'],
  },
  tongjiang: {
    keyword: '同江口岸',
    name: '同江口岸贸易有限公司',
    creditCode: '91230881MA1BT00026',
    region: ['23', '2308', '230881'],
  },
  harbin: {
    keyword: '哈尔滨冰城',
    name: '哈尔滨冰城跨境供应链有限公司',
    creditCode: '91230100MA1BT0004X',
    region: ['23', '2301'],
  },
} as const;

/**
 * A credit code belongs to one member: frees the local registry's company a test is about
 * to claim from the members of earlier runs (their profiles and filings), in the member
 * database of the platform under test (MONGO_DB_PREFIX, as the platform was started with).
 */
export async function freeCreditCode(creditCode: string): Promise<void> {
  const client = new MongoClient(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
  try {
    await client.connect();
    const db = client.db(`${process.env.MONGO_DB_PREFIX ?? 'trade'}_member`);
    await db.collection('companies').deleteMany({ creditCode });
    await db.collection('records').deleteMany({ creditCode });
  } finally {
    await client.close();
  }
}
