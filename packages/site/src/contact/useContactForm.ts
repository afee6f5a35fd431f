import type { ContactMessageInput } from '@shop/contracts';
import { useLazyMessages } from '@shop/i18n/react';
import type { FieldErrorEntry } from '@shop/ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useWebsite } from '../SiteContext';
import { type ContactFormState, createContactFormController, summaryEntries } from './contactFormController';
import { contactErrorMessage } from './contactMessages';
import type { ContactOutcome } from './contactOutcome';
import type { ContactField, ContactValues } from './contactRules';

export interface UseContactFormOptions {
  send: (payload: ContactMessageInput) => Promise<ContactOutcome>;
  initialValues?: Partial<ContactValues>;
}

/**
 * Binds the contact form's core object (`createContactFormController`) to React: messages of the
 * current language, field ids, and the focus after a send that failed with nothing to list.
 */
export function useContactForm({ send, initialValues }: UseContactFormOptions) {
  const website = useWebsite();
  const text = useLazyMessages('contactForm');
  const validation = useLazyMessages('validation');
  // The page's callback may be new on every render; the controller, made once, calls the latest.
  const latest = useRef(send);
  latest.current = send;
  const [controller] = useState(() =>
    createContactFormController({
      phonePrefix: website.phonePrefixNumber,
      send: (payload) => latest.current(payload),
      initialValues,
    }),
  );
  const { state } = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  const [announced, setAnnounced] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const fieldId = (field: ContactField) => `${formId}-${field}`;

  // A send error without field errors has no summary to take focus, so its alert takes it.
  useEffect(() => {
    if (announced > 0) alertRef.current?.focus();
  }, [announced]);

  const fieldError = (field: ContactField) => {
    const code = state.errors[field];
    return code ? contactErrorMessage(code, validation, text) : undefined;
  };

  const summary: FieldErrorEntry[] = useMemo(
    () =>
      summaryEntries(state.summary).map(({ field, code }) => ({
        fieldId: `${formId}-${field}`,
        message: contactErrorMessage(code, validation, text),
      })),
    [state.summary, formId, validation, text],
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await controller.submit();
    const settled: ContactFormState = controller.getSnapshot().state;
    if (settled.status === 'failed' || (settled.status === 'rejected' && !settled.summary)) {
      setAnnounced((count) => count + 1);
    }
  }

  return {
    state,
    fieldId,
    fieldError,
    summary,
    alertRef,
    change: controller.change,
    blur: controller.blur,
    onSubmit,
  };
}
