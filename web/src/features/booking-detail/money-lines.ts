import { moneyBreakdown, type BreakdownLine, type BreakdownMoney } from '../../../../src/shared/money-breakdown.js';

/** A line of the booking page's money table: its locale key (bookingDetail money.*) and signed cents. */
export interface MoneyLine {
  key: 'service' | 'cleaningFee' | 'emergencyFee' | 'discount' | 'serviceFee' | 'gst' | 'qst';
  cents: number;
}

const keyOf = (l: BreakdownLine): MoneyLine['key'] => {
  switch (l.kind) {
    case 'service':
      return 'service';
    case 'supplies':
      return 'cleaningFee';
    case 'emergency':
      return 'emergencyFee';
    case 'discount':
      return 'discount';
    case 'service_fee':
      return 'serviceFee';
    default:
      return l.tax?.tax === 'qst' ? 'qst' : 'gst';
  }
};

/** The page's model of the money: the one breakdown's lines (src/shared/money-breakdown.ts), adding up to money.totalCents. */
export function bookingMoneyLines(money: BreakdownMoney): MoneyLine[] {
  return moneyBreakdown(money).lines.map((l) => ({ key: keyOf(l), cents: l.amountCents }));
}
