import { useId } from 'react';

export interface PageStepsProps {
  title: string;
  steps: readonly string[];
}

/** "What happens next": the steps after an order or a payment, in the order they happen. */
export function PageSteps({ title, steps }: PageStepsProps) {
  const titleId = useId();
  return (
    <section className="site-OrderSteps" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-OrderSteps-title">
        {title}
      </h2>
      <ol className="site-OrderSteps-list">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
