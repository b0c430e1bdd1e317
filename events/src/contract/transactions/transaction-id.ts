import { z } from 'zod';

/** GET /api/transactions/{id}: a payment ID in any case (an unknown one is not found). */
export const transactionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,100}$/, 'must be a payment ID')
  .transform((id) => id.toUpperCase());
