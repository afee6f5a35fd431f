import type { ContactMessageInput } from '@shop/contracts';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { Button, ErrorSummary, Link, Radio, RadioGroup, Select, TextArea, TextField } from '@shop/ui';
import { Form } from 'react-aria-components';
import { useWebsite } from '../SiteContext';
import type { ContactOutcome } from './contactOutcome';
import { type ContactValues, type CustomerType, QUESTION_TYPES } from './contactRules';
import { Honeypot } from './Honeypot';
import { useContactForm } from './useContactForm';

export interface ContactFormProps {
  /** Sends a valid message; the page passes the API call, stories and tests a fake. */
  send: (payload: ContactMessageInput) => Promise<ContactOutcome>;
  /** Values the form starts with (stories show a filled form). */
  initialValues?: Partial<ContactValues>;
}

const QUESTION_LABEL_KEYS = {
  loyalty: 'loyalty',
  'shipping-change': 'shipping',
  product: 'product',
  other: 'other',
} as const;

/**
 * The contact form of SPEC §2 and §3, rendered over its core object (`useContactForm`). Fields
 * are checked when left and on send; a failed send lists the errors in a summary that takes
 * focus, and nothing typed is lost on any error.
 */
export function ContactForm({ send, initialValues }: ContactFormProps) {
  const { messages } = useI18n();
  const website = useWebsite();
  const text = useLazyMessages('contactForm');
  const validation = useLazyMessages('validation');
  const {
    state,
    fieldId,
    fieldError: errorOf,
    summary,
    alertRef,
    change,
    blur,
    onSubmit,
  } = useContactForm({
    send,
    initialValues,
  });
  const { values, errors, status } = state;

  const sending = status === 'sending';
  const [gdprBefore, gdprAfter = ''] = text.gdpr.split('{link}');

  return (
    <Form className="site-ContactForm" validationBehavior="aria" onSubmit={onSubmit}>
      <dl className="site-ContactForm-contacts">
        <div>
          <dt>{text.phoneLine}</dt>
          <dd>
            <Link href={`tel:${website.phoneNumbers.default.raw}`}>
              {website.phoneNumbers.default.readable}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{text.officeHoursLabel}</dt>
          <dd>{text.officeHours}</dd>
        </div>
      </dl>

      <p className="site-ContactForm-intro">{text.intro}</p>

      <ErrorSummary
        title={status === 'rejected' ? messages.errors.contactForm.send : validation.summary.check}
        errors={summary}
      />
      <div role="status" className="site-ContactForm-status">
        {status === 'sent' ? (
          <p className="site-ContactForm-success">{messages.errors.contactForm.success}</p>
        ) : null}
      </div>
      {status === 'rejected' && !state.summary ? (
        <div ref={alertRef} role="alert" tabIndex={-1} className="site-ContactForm-alert">
          <p>{messages.errors.contactForm.send}</p>
        </div>
      ) : null}
      {status === 'failed' ? (
        <div ref={alertRef} role="alert" tabIndex={-1} className="site-ContactForm-alert">
          <p>{messages.errors.contactForm.unknown}</p>
          <p>
            {text.supportEmail} <Link href={`mailto:${website.contact.email}`}>{website.contact.email}</Link>
          </p>
        </div>
      ) : null}

      <RadioGroup
        id={fieldId('customerType')}
        name="customerType"
        label={text.customerType.label}
        orientation="horizontal"
        value={values.customerType}
        onChange={(value) => change('customerType', value as CustomerType)}
        isRequired
      >
        <Radio value="new">{text.customerType.new}</Radio>
        <Radio value="existing">{text.customerType.existing}</Radio>
      </RadioGroup>

      {values.customerType === 'existing' ? (
        <TextField
          id={fieldId('customerNumber')}
          name="customerNumber"
          label={text.customerNumber}
          description={text.customerNumberHint}
          value={values.customerNumber}
          onChange={(value) => change('customerNumber', value)}
          onBlur={() => blur('customerNumber')}
          isRequired
          isInvalid={Boolean(errors.customerNumber)}
          errorMessage={errorOf('customerNumber')}
          autoComplete="off"
        />
      ) : null}

      <Select
        id={fieldId('questionType')}
        label={text.questionType.label}
        placeholder={text.questionType.placeholder}
        options={QUESTION_TYPES.map((id) => ({ id, label: text.questionType[QUESTION_LABEL_KEYS[id]] }))}
        value={values.questionType === '' ? null : values.questionType}
        onChange={(key) => change('questionType', (key ?? '') as ContactValues['questionType'])}
        onBlur={() => blur('questionType')}
        isRequired
        isInvalid={Boolean(errors.questionType)}
        errorMessage={errorOf('questionType')}
      />

      <TextField
        id={fieldId('name')}
        name="name"
        label={text.name}
        autoComplete="name"
        value={values.name}
        onChange={(value) => change('name', value)}
        onBlur={() => blur('name')}
        isRequired
        isInvalid={Boolean(errors.name)}
        errorMessage={errorOf('name')}
      />

      <TextField
        id={fieldId('phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        label={text.phone}
        description={text.phoneHint}
        value={values.phone}
        onChange={(value) => change('phone', value)}
        onBlur={() => blur('phone')}
        isInvalid={Boolean(errors.phone)}
        errorMessage={errorOf('phone')}
      />

      <TextField
        id={fieldId('email')}
        name="email"
        type="email"
        autoComplete="email"
        label={text.email}
        value={values.email}
        onChange={(value) => change('email', value)}
        onBlur={() => blur('email')}
        isRequired
        isInvalid={Boolean(errors.email)}
        errorMessage={errorOf('email')}
      />

      <TextArea
        id={fieldId('message')}
        name="message"
        label={text.message}
        rows={6}
        value={values.message}
        onChange={(value) => change('message', value)}
        onBlur={() => blur('message')}
        isRequired
        isInvalid={Boolean(errors.message)}
        errorMessage={errorOf('message')}
      />

      <Honeypot
        name="website"
        label={text.honeypot}
        value={values.website}
        onChange={(value) => change('website', value)}
      />

      <p className="site-ContactForm-gdpr">
        {gdprBefore}
        <Link href={website.paths.personalData}>{text.gdprLink}</Link>
        {gdprAfter}
      </p>

      <Button type="submit" variant="red-cta" className="site-ContactForm-submit" isPending={sending}>
        {sending ? text.sending : text.submit}
      </Button>
    </Form>
  );
}
