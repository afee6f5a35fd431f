// The page globals the consent code reads: gtag's command queue and the Global Privacy Control signal,
// which TypeScript's DOM types do not declare yet.
interface Window {
  dataLayer: unknown[];
}

interface Navigator {
  readonly globalPrivacyControl?: boolean;
}
