/**
 * Texts of the accessibility statement (the European Accessibility Act applies to e-shops since
 * June 2025). Sections are data, as on the other information pages. Placeholders name the seller's
 * data: {company}, {domain}, {email}, {phone}.
 */
export const infoAccessibility = {
  title: 'Prohlášení o přístupnosti',
  description:
    'Jak přístupný je web {domain}, co jsme ověřili, co zatím přístupné není a kde nám nahlásíte překážku.',
  intro: [
    '{company} chce, aby web {domain} mohl používat každý: jen klávesnicí, se čtečkou obrazovky, se zvětšením až na 400 % i ve vysokém kontrastu. Prohlášení se týká celého webu {domain} včetně objednávkového formuláře, stránek po objednávce a nastavení cookies.',
  ],
  sections: [
    {
      heading: 'Stav souladu',
      content: [
        'Web je částečně v souladu se směrnicí (EU) 2019/882 (Evropský akt o přístupnosti), s normou EN 301 549 a s pravidly WCAG 2.2 na úrovni AA. Části, které v souladu nejsou, popisujeme v dalším oddílu.',
      ],
    },
    {
      heading: 'Co zatím přístupné není',
      content: [
        {
          list: [
            'Mapy dopravců pro výběr výdejního místa (Zásilkovna, PPL) jsou služby třetích stran; jejich přístupnost neovlivníme. Když Vám mapa nefunguje, napište nám nebo zavolejte.',
            'Platební brána pro platbu kartou je služba třetí strany; za přístupnost její stránky odpovídá její provozovatel. Když Vám nefunguje, zvolte v objednávce jiný způsob platby, který nabídka má, nebo nás kontaktujte.',
          ],
        },
      ],
    },
    {
      heading: 'Jak přístupnost ověřujeme',
      content: [
        'Každou změnu webu před zveřejněním prověří automatické testy: audit axe na každé stránce, dokončení objednávky jen klávesnicí, zobrazení na šířku 320 pixelů i se zvětšenými rozestupy textu, viditelnost zaměření při vysokém kontrastu a při zvětšení 400 % a ohlašování kroků formuláře.',
        'Prohlášení jsme vypracovali 2. prosince 2026 na základě vlastního posouzení.',
      ],
    },
    {
      heading: 'Nahlásit překážku',
      content: [
        'Narazili jste na něco, co nejde použít? Napište nám na {email} nebo zavolejte na {phone} (Po–Pá 8:00–18:00). Napište, o kterou stránku jde a co se stalo.',
      ],
    },
    {
      heading: 'Dozor',
      content: [
        'Pokud s naší odpovědí nebudete spokojeni, můžete se obrátit na Českou obchodní inspekci (coi.cz), která dohlíží na dodržování požadavků na přístupnost výrobků a služeb.',
      ],
    },
  ],
};
