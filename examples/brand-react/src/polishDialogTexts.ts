import type { ConsentDialogTexts } from '@shop/consent';

export const polishDialogTexts: ConsentDialogTexts = {
  title: 'Ustawienia plików cookie',
  close: 'Zamknij',
  tabs: { agreement: 'Zgoda', info: 'Informacje o plikach cookie' },
  provider: {
    detailsOf: 'Szczegóły – {provider}',
    processingInfo: 'jak ten dostawca przetwarza pliki cookie',
    noCookies: 'ta funkcja nie zapisuje plików cookie',
  },
  cookie: { name: 'Nazwa', description: 'Opis', type: 'Typ', category: 'Kategoria', expiration: 'Ważność' },
  newScripts: 'Od Twojego ostatniego wyboru dodano usługi zapisujące pliki cookie. Sprawdź ustawienia.',
  loading: 'Ładowanie…',
  infoError: {
    heading: 'Coś poszło nie tak',
    text: 'Nie udało się wczytać informacji. Napisz do nas na {email}.',
  },
};
