import { moneyBreakdown, type BreakdownLine, type BreakdownMoney } from '../../../src/shared/money-breakdown.js';

/** The console's money keys (i18n money.*): the one breakdown's lines, so the console's rows add up to the total as the client's do. */
export type ConsoleMoneyKey = 'subtotal' | 'cleaningFee' | 'emergencyFee' | 'discount' | 'serviceFee' | 'gst' | 'qst';

const keyOf = (l: BreakdownLine): ConsoleMoneyKey =>
  l.kind === 'service' ? 'subtotal' : l.kind === 'supplies' ? 'cleaningFee' : l.kind === 'emergency' ? 'emergencyFee' : l.kind === 'discount' ? 'discount' : l.kind === 'service_fee' ? 'serviceFee' : l.tax?.tax === 'qst' ? 'qst' : 'gst';

export function consoleMoneyLines(m: BreakdownMoney): { key: ConsoleMoneyKey; cents: number }[] {
  return moneyBreakdown(m).lines.map((l) => ({ key: keyOf(l), cents: l.amountCents }));
}
