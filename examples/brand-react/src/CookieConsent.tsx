import { type ConsentBarTexts, type ConsentStore, mergeTexts } from '@shop/consent';
import { ConsentBar, ConsentProvider } from '@shop/consent/react';
import { barTexts } from '@shop/consent/texts/en/bar';
import { createToastStore, ToastProvider, ToastRegion, type ToastRegionTexts } from '@shop/ui';
import { type ComponentProps, lazy, Suspense, useState } from 'react';

type Language = 'en' | 'pl';

// English with your own intro and button:
const englishTexts = mergeTexts(barTexts, {
  intro: 'We use cookies to run this shop and, if you agree, to measure and improve it.',
  choice: { onlyNecessary: 'Essential only' },
});

// A language the package does not ship: every text, or TypeScript says which are missing.
const polishTexts: ConsentBarTexts = {
  label: 'Zgoda na pliki cookie',
  intro: 'Ta strona używa plików cookie. Zgodę możesz w każdej chwili zmienić w ustawieniach plików cookie.',
  deny: 'Odrzuć',
  settings: 'Ustawienia',
  acceptAll: 'Zaakceptuj wszystkie pliki cookie',
  categories: {
    label: 'Kategorie plików cookie',
    technical: 'Techniczne (niezbędne)',
    statistical: 'Statystyczne',
    preference: 'Preferencyjne',
    marketing: 'Marketingowe',
  },
  choice: {
    acceptSelected: 'Zaakceptuj wybrane',
    acceptAll: 'Zaakceptuj wszystkie',
    onlyNecessary: 'Tylko niezbędne pliki cookie',
    detailedSettings: 'Szczegółowe ustawienia',
  },
  saved: 'Ustawienia plików cookie zostały zapisane.',
  globalPrivacyControl:
    'Twoja przeglądarka wysyła sygnał Global Privacy Control, dlatego marketingowe pliki cookie są wyłączone.',
};

// The dialog and its texts load together, when first opened: the shipped English texts, or your
// language's, a whole `ConsentDialogTexts` in a module of your own.
const dialogTexts = {
  en: () => import('@shop/consent/texts/en/dialog').then((module) => module.dialogTexts),
  pl: () => import('./polishDialogTexts').then((module) => module.polishDialogTexts),
};

function lazyDialog(language: Language) {
  return lazy(async () => {
    const [{ ConsentDialog: Dialog }, texts] = await Promise.all([
      import('@shop/consent/dialog'),
      dialogTexts[language](),
    ]);
    return {
      default: (props: Omit<ComponentProps<typeof Dialog>, 'texts'>) => <Dialog {...props} texts={texts} />,
    };
  });
}

const ConsentDialogs = { en: lazyDialog('en'), pl: lazyDialog('pl') };

// The page's toasts (after Deny the bar shows its `saved` text there), with the region's own texts:
const toasts = createToastStore();
const toastTexts: Record<Language, ToastRegionTexts> = {
  en: {
    regionLabel: 'Notifications',
    dismiss: 'Dismiss notification',
    types: { success: 'Done', error: 'Error', warning: 'Warning', info: 'Information' },
  },
  pl: {
    regionLabel: 'Powiadomienia',
    dismiss: 'Zamknij powiadomienie',
    types: { success: 'Gotowe', error: 'Błąd', warning: 'Uwaga', info: 'Informacja' },
  },
};

export function CookieConsent({ store, language }: { store: ConsentStore; language: Language }) {
  const [details, setDetails] = useState(false);
  const ConsentDialog = ConsentDialogs[language];
  return (
    <ToastProvider store={toasts}>
      <ConsentProvider store={store} texts={language === 'pl' ? polishTexts : englishTexts}>
        <ConsentBar onOpenDetails={() => setDetails(true)} />
        {details ? (
          <Suspense fallback={null}>
            <ConsentDialog
              isOpen
              onOpenChange={setDetails}
              loadInfo={() =>
                fetch('/cookie-policy.json')
                  .then((r) => r.json())
                  .then((body) => body.content)
              }
              contactEmail="privacy@example.com"
            />
          </Suspense>
        ) : null}
      </ConsentProvider>
      <ToastRegion texts={toastTexts[language]} />
    </ToastProvider>
  );
}
