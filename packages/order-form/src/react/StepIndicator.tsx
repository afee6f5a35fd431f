import { interpolate } from '@shop/i18n';
import { type FormStep, formSteps } from '../core/orderFormState';
import { useOrderFormMessages } from './useOrderFormMessages';

/**
 * Where the customer is among the three steps; the current one carries aria-current="step", and
 * the progress line is a live region, so a step change is announced.
 */
export function StepIndicator({ step }: { step: FormStep }) {
  const { messages } = useOrderFormMessages();
  const { steps } = messages.orderForm;
  const current = formSteps.indexOf(step);
  return (
    <div className="shop-OrderForm-steps">
      {/* A live region: a step change announces "Krok 2 z 3" (its first text is not announced). */}
      <p role="status" className="shop-OrderForm-progress">
        {interpolate(steps.progress, { current: current + 1, total: formSteps.length })}
      </p>
      <ol aria-label={steps.label}>
        {formSteps.map((item, index) => (
          <li
            key={item}
            aria-current={item === step ? 'step' : undefined}
            data-done={index < current ? '' : undefined}
          >
            {steps[item]}
          </li>
        ))}
      </ol>
    </div>
  );
}
