/**
 * Texts of the page on the consent to the review questionnaire.
 * Page sections are data: a heading and blocks, where a string is a paragraph, `list` a bulleted
 * list and `terms` a list of terms with their explanations. Placeholders name the seller's data:
 * {company}, {companyId}, {taxId}, {address}, {email}, {phone}, {domain}.
 */
export const infoHeureka = {
  title: 'Souhlas se zasláním dotazníku Ověřeno zákazníky',
  description:
    'Jaké údaje o objednávce předává {company} službě Ověřeno zákazníky společnosti Heureka Shopping s.r.o. a jak svůj souhlas odvoláte.',
  intro: [
    'Chceme vědět, jak jste s nákupem spokojeni. Pokud s tím souhlasíte, pošle Vám služba Ověřeno zákazníky po doručení objednávky krátký dotazník spokojenosti. Vaše hodnocení pak pomáhá dalším zákazníkům při výběru obchodu.',
  ],
  sections: [
    {
      heading: 'Komu údaje předáváme',
      content: [
        'Službu Ověřeno zákazníky provozuje společnost Heureka Shopping s.r.o., se sídlem Karolinská 650/1, 186 00 Praha 8. Údaje od nás získává jako samostatný správce a zpracovává je podle svých zásad ochrany osobních údajů zveřejněných na webu heureka.cz.',
      ],
    },
    {
      heading: 'Jaké údaje posíláme',
      content: [
        {
          list: [
            'Vaši e-mailovou adresu, na kterou Heureka pošle dotazník.',
            'Číslo objednávky.',
            'Názvy a kódy objednaných produktů, abyste mohli hodnotit i konkrétní zboží.',
          ],
        },
        'Jméno, adresu, telefon, platební údaje ani jiné údaje o objednávce službě Heureka nepředáváme.',
      ],
    },
    {
      heading: 'Proč a na jakém základě',
      content: [
        'Údaje předáváme jen s Vaším souhlasem (čl. 6 odst. 1 písm. a) GDPR), který udělujete při dokončení objednávky. Souhlas je dobrovolný a na vyřízení objednávky nemá žádný vliv. Údaje odešleme nejvýše jednou za objednávku, po jejím doručení.',
      ],
    },
    {
      heading: 'Jak souhlas odvolat',
      content: [
        'Souhlas můžete kdykoli odvolat e-mailem na {email} nebo odkazem pro odhlášení v e-mailu s dotazníkem. Pokud souhlas odvoláte před odesláním údajů, službě Heureka je už nepředáme. Údaje, které už Heureka má, smaže na Vaši žádost podle svých zásad.',
        'Odvoláním souhlasu není dotčena zákonnost zpracování před jeho odvoláním.',
      ],
    },
  ],
};
