import { Type } from '@trade/service-kit';

/** A MongoDB id as the routes accept it: products, inquiries and quotes alike. */
export const ObjectId = Type.String({ pattern: '^[0-9a-f]{24}$' });
