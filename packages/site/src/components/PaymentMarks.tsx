import { useLazyMessages } from '@shop/i18n/react';
import './PaymentMarks.css';

/** Small Visa and Mastercard marks, each named for screen readers. */
export function PaymentMarks() {
  const { payments } = useLazyMessages('siteFooter');
  return (
    <ul className="site-PaymentMarks">
      <li>
        <svg role="img" aria-label={payments.visa} viewBox="0 0 48 30" width="48" height="30">
          <rect width="48" height="30" rx="4" fill="#ffffff" stroke="#d9d8d4" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontSize="13"
            fontStyle="italic"
            fontWeight="700"
            fill="#1a1f71"
          >
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg role="img" aria-label={payments.mastercard} viewBox="0 0 48 30" width="48" height="30">
          <rect width="48" height="30" rx="4" fill="#ffffff" stroke="#d9d8d4" />
          <circle cx="19" cy="15" r="8" fill="#eb001b" />
          <circle cx="29" cy="15" r="8" fill="#f79e1b" />
          <path d="M24 8.7a8 8 0 0 1 0 12.6 8 8 0 0 1 0-12.6z" fill="#ff5f00" />
        </svg>
      </li>
    </ul>
  );
}
