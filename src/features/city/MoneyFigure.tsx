import type { Money } from '../../../contracts/geo.js';
import { Figure } from '../../ui/Figure.js';

/**
 * An amount of money: the USD figure, and beside it the same amount in the local currency where a rate is known, each
 * with its own provenance (the local one also names the exchange-rate data).
 */
export function MoneyFigure({ label, money, format }: {
  label: string;
  money: Money;
  format: (value: number, currency: string) => string;
}) {
  const local = money.local;
  return (
    <div class="money-figure">
      <Figure label={label} figure={money.usd} format={(v) => format(v, 'USD')} />
      {local && local.value !== null && local.unit !== 'USD' && (
        <Figure label={`${label} (${local.unit})`} figure={local} format={(v) => format(v, local.unit)} />
      )}
    </div>
  );
}
