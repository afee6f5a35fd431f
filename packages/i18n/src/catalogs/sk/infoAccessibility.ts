import type { LazyMessages } from '../../lazyMessages';

/** Texts of the accessibility statement. */
export const infoAccessibility: LazyMessages['infoAccessibility'] = {
  title: 'Vyhlásenie o prístupnosti',
  description:
    'Ako prístupný je web {domain}, čo sme overili, čo zatiaľ prístupné nie je a kde nám nahlásite prekážku.',
  intro: [
    '{company} chce, aby web {domain} mohol používať každý: len klávesnicou, s čítačkou obrazovky, so zväčšením až na 400 % aj vo vysokom kontraste. Vyhlásenie sa týka celého webu {domain} vrátane objednávkového formulára, stránok po objednávke a nastavení cookies.',
  ],
  sections: [
    {
      heading: 'Stav súladu',
      content: [
        'Web je čiastočne v súlade so smernicou (EÚ) 2019/882 (Európsky akt o prístupnosti), s normou EN 301 549 a s pravidlami WCAG 2.2 na úrovni AA. Časti, ktoré v súlade nie sú, opisujeme v ďalšej časti.',
      ],
    },
    {
      heading: 'Čo zatiaľ prístupné nie je',
      content: [
        {
          list: [
            'Mapy dopravcov na výber výdajného miesta (Packeta, PPL) sú služby tretích strán; ich prístupnosť neovplyvníme. Keď vám mapa nefunguje, napíšte nám alebo zavolajte.',
            'Platobná brána na platbu kartou je služba tretej strany; za prístupnosť jej stránky zodpovedá jej prevádzkovateľ. Keď vám nefunguje, zvoľte v objednávke iný spôsob platby, ktorý ponuka má, alebo nás kontaktujte.',
          ],
        },
      ],
    },
    {
      heading: 'Ako prístupnosť overujeme',
      content: [
        'Každú zmenu webu pred zverejnením preveria automatické testy: audit axe na každej stránke, dokončenie objednávky len klávesnicou, zobrazenie na šírku 320 pixelov aj so zväčšenými rozostupmi textu, viditeľnosť zamerania pri vysokom kontraste a pri zväčšení 400 % a ohlasovanie krokov formulára.',
        'Vyhlásenie sme vypracovali 2. decembra 2026 na základe vlastného posúdenia.',
      ],
    },
    {
      heading: 'Nahlásiť prekážku',
      content: [
        'Narazili ste na niečo, čo nejde použiť? Napíšte nám na {email} alebo zavolajte na {phone} (Po – Pi 8:00 – 18:00). Napíšte, o ktorú stránku ide a čo sa stalo.',
      ],
    },
    {
      heading: 'Dozor',
      content: [
        'Ak nebudete s našou odpoveďou spokojní, môžete sa obrátiť na Slovenskú obchodnú inšpekciu (soi.sk), ktorá dohliada na dodržiavanie požiadaviek na prístupnosť výrobkov a služieb.',
      ],
    },
  ],
};
