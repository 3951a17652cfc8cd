import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Step defaults to 1; the minimum to 1, or 0 when out of stock (spec 2 §5). */
export function quantityRules(product: { stepQuantity?: number; minOrderQuantity?: number }) {
  const step = product.stepQuantity && product.stepQuantity > 0 ? product.stepQuantity : 1;
  const min = product.minOrderQuantity ?? 1;
  return { step, min };
}

/** Rounds a typed quantity to the nearest allowed one: at least the minimum, on the step. */
export function normaliseQuantity(value: number, rules: { step: number; min: number }, max = 999): number {
  if (!Number.isFinite(value)) return Math.max(rules.min, rules.step);
  const floor = Math.max(rules.min, 0);
  const stepped = Math.round(value / rules.step) * rules.step;
  return Math.min(Math.max(stepped, floor === 0 ? 0 : Math.ceil(floor / rules.step) * rules.step), max);
}

export function QuantityPicker({
  value,
  onChange,
  rules,
  disabled,
}: {
  value: number;
  onChange: (quantity: number) => void;
  rules: { step: number; min: number };
  disabled?: boolean;
}) {
  const intl = useIntl();
  const id = useId();
  const button = 'size-10 rounded border border-neutral-500 text-lg disabled:opacity-40';
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold">
        <FormattedMessage id="product.quantity" defaultMessage="Quantity" />
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={button}
          disabled={disabled || value - rules.step < Math.max(rules.min, 1)}
          onClick={() => onChange(normaliseQuantity(value - rules.step, rules))}
          aria-label={intl.formatMessage({ id: 'product.quantity.decrease', defaultMessage: 'Decrease quantity' })}
        >
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={rules.min}
          step={rules.step}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(normaliseQuantity(Number(e.target.value), rules))}
          className="h-10 w-16 rounded border border-neutral-500 text-center"
        />
        <button
          type="button"
          className={button}
          disabled={disabled}
          onClick={() => onChange(normaliseQuantity(value + rules.step, rules))}
          aria-label={intl.formatMessage({ id: 'product.quantity.increase', defaultMessage: 'Increase quantity' })}
        >
          +
        </button>
      </div>
    </div>
  );
}
