import { formatDate, formatMoney, interpolate } from '@shop/i18n';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import type { BankTransferInstructions } from '@shop/order-form/bank-transfer';
import { Button } from '@shop/ui';
import { useId, useState } from 'react';
import './BankTransferDetails.css';

export interface BankTransferDetailsProps {
  /** What `bankTransferInstructions` from `@shop/order-form/bank-transfer` gave for the order. */
  instructions: BankTransferInstructions;
}

interface Detail {
  label: string;
  value: string;
  /** What the copy button puts on the clipboard, when the value is worth typing into a bank's form. */
  copyText?: string;
}

/**
 * The payment details of an order paid by bank transfer: each value in a list the shopper can
 * select or copy, and the QR code their banking app reads. The code is drawn from its modules as
 * SVG elements, so no markup is parsed.
 */
export function BankTransferDetails({ instructions }: BankTransferDetailsProps) {
  const { locale } = useI18n();
  const text = useLazyMessages('outcomePages').bankTransfer;
  const headingId = useId();
  const [status, setStatus] = useState('');
  const amount = formatMoney(locale, instructions.amount / 100, instructions.currency);
  const dueDate = formatDate(instructions.dueDate, { locale });
  const { qrCode } = instructions;

  const details: Detail[] = [
    { label: text.recipient, value: instructions.recipient, copyText: instructions.recipient },
    ...(instructions.domesticAccount === undefined
      ? []
      : [
          {
            label: text.accountNumber,
            value: instructions.domesticAccount,
            copyText: instructions.domesticAccount,
          },
        ]),
    { label: text.iban, value: instructions.iban, copyText: instructions.iban.replaceAll(' ', '') },
    { label: text.bic, value: instructions.bic, copyText: instructions.bic },
    { label: text.bank, value: instructions.bankName },
    // A bank's amount field takes digits and a decimal comma, not the currency or digit groups.
    { label: text.amount, value: amount, copyText: (instructions.amount / 100).toFixed(2).replace('.', ',') },
    { label: text.variableSymbol, value: instructions.variableSymbol, copyText: instructions.variableSymbol },
    { label: text.dueDate, value: dueDate },
  ];

  async function copy(label: string, copyText: string) {
    try {
      await navigator.clipboard.writeText(copyText);
      setStatus(interpolate(text.copied, { label }));
    } catch {
      setStatus(text.copyFailed);
    }
  }

  return (
    <section className="site-BankTransfer" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-BankTransfer-title">
        {text.heading}
      </h2>
      <p className="site-BankTransfer-intro">{interpolate(text.intro, { amount, dueDate })}</p>
      <div className="site-BankTransfer-body">
        <dl className="site-BankTransfer-details">
          {details.map(({ label, value, copyText }) => (
            <div key={label} className="site-BankTransfer-detail">
              <dt>{label}</dt>
              <dd>
                <span className="site-BankTransfer-value">{value}</span>
                {copyText === undefined ? null : (
                  <Button
                    variant="secondary"
                    className="site-BankTransfer-copy"
                    aria-label={interpolate(text.copyLabel, { label })}
                    onPress={() => void copy(label, copyText)}
                  >
                    {text.copy}
                  </Button>
                )}
              </dd>
            </div>
          ))}
        </dl>
        <figure className="site-BankTransfer-qr">
          <svg
            role="img"
            aria-label={interpolate(text.qrAlt, { amount, variableSymbol: instructions.variableSymbol })}
            viewBox={`0 0 ${qrCode.size} ${qrCode.size}`}
            shapeRendering="crispEdges"
            className="site-BankTransfer-qrCode"
          >
            <rect width={qrCode.size} height={qrCode.size} fill="#fff" />
            <path d={qrCode.path} fill="#000" />
          </svg>
          <figcaption>{text.qrHint}</figcaption>
        </figure>
      </div>
      <p className="site-BankTransfer-status" role="status">
        {status}
      </p>
    </section>
  );
}
