/**
 * The portal's one rule for writing an amount (USD $, EUR €, JPY ¥ without decimals, other
 * currencies by code with two; grouping, decimal mark and the symbol's place as the reader's
 * language writes them): defined in the contract, so the payer's e-mails say it the same way.
 */
export { formatMoney, formatMoneyCompact } from '@ghost/events/contract';
