import { interpolate } from '@shop/i18n';
import { useEffect, useRef, useState } from 'react';
import { type FormStep, formSteps } from '../core/orderFormState';

/** Joins the step's name to the page's own title: "Doprava a platba – {page title}". */
export function stepTitle(stepName: string, pageTitle: string): string {
  return `${stepName} – ${pageTitle}`;
}

/**
 * Tells a screen reader that the step changed and names it in the document's title: returns what the
 * form's live region says ("Krok 2 z 3: Doprava a platba", nothing before the first change, so
 * loading the page announces nothing) and sets `document.title` to "{step name} – {page title}"
 * from the first change on, giving the page's title back when the form goes.
 */
export function useStepAnnouncement(step: FormStep, stepName: string, progressText: string): string {
  const [announcement, setAnnouncement] = useState('');
  const firstStep = useRef(step);
  const pageTitle = useRef<string | null>(null);

  useEffect(() => {
    if (firstStep.current === step && pageTitle.current === null) return;
    pageTitle.current ??= document.title;
    const progress = interpolate(progressText, {
      current: formSteps.indexOf(step) + 1,
      total: formSteps.length,
    });
    setAnnouncement(`${progress}: ${stepName}`);
    document.title = stepTitle(stepName, pageTitle.current);
  }, [step, stepName, progressText]);

  useEffect(
    () => () => {
      if (pageTitle.current !== null) document.title = pageTitle.current;
    },
    [],
  );

  return announcement;
}
