import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { schemaOptions } from '@trade/service-kit';

/**
 * The member service's read model of the marketplace's accepted quotations, written from
 * catalog's `trade.quote.accepted` events (never read from catalog's database): what a
 * contract started from a quotation is filled in with. `_id` is the quote id.
 */
const acceptedQuoteSchema = new Schema(
  {
    _id: { type: String, required: true },
    demandId: { type: String, required: true },
    productName: { type: String, required: true },
    /** The demand's owner, who accepted: the buyer. */
    buyerMemberId: { type: String, required: true, index: true },
    /** The member who quoted: the seller. */
    sellerMemberId: { type: String, required: true, index: true },
    sellerCompanyName: { type: String, default: '' },
    /** Decimal strings, as the contract form takes them. */
    quantity: { type: String, required: true },
    unit: { type: String, default: '' },
    unitPrice: { type: String, required: true },
    currency: { type: String, required: true },
    decidedAt: { type: Date, required: true },
  },
  { ...schemaOptions, _id: false },
);

export type AcceptedQuote = InferSchemaType<typeof acceptedQuoteSchema> & { _id: string };

export const acceptedQuoteModel = (connection: Connection): Model<AcceptedQuote> =>
  connection.model(
    'AcceptedQuote',
    acceptedQuoteSchema,
    'accepted_quotes',
  ) as unknown as Model<AcceptedQuote>;
