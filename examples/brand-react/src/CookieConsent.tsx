import { type ConsentBarTexts, type ConsentStore, mergeTexts } from '@shop/consent';
import { ConsentBar, ConsentProvider } from '@shop/consent/react';
import { barTexts } from '@shop/consent/texts/en/bar';
import { type ComponentProps, lazy, Suspense, useState } from 'react';

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

// The dialog and its texts load together, when first opened:
const ConsentDialog = lazy(async () => {
  const [{ ConsentDialog: Dialog }, { dialogTexts }] = await Promise.all([
    import('@shop/consent/dialog'),
    import('@shop/consent/texts/en/dialog'),
  ]);
  return {
    default: (props: Omit<ComponentProps<typeof Dialog>, 'texts'>) => (
      <Dialog {...props} texts={dialogTexts} />
    ),
  };
});

export function CookieConsent({ store, language }: { store: ConsentStore; language: 'en' | 'pl' }) {
  const [details, setDetails] = useState(false);
  return (
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
  );
}
