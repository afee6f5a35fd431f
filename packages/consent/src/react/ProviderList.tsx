import { Checkbox, Disclosure, Link } from '@shop/ui';
import { providerCheckbox, scriptCheckbox, toggleProvider, toggleScript } from '../core/checkboxRules';
import type { ConsentSetting } from '../core/consentRecord';
import type { ConsentCategoryTexts, ConsentDialogTexts } from '../core/consentTexts';
import type { Cookie, CookieProvider, Script } from '../core/providerSchema';

export interface ProviderListProps {
  providers: readonly CookieProvider[];
  selection: ConsentSetting;
  stored: ConsentSetting;
  gpc: boolean;
  onChange: (selection: ConsentSetting) => void;
  texts: ConsentDialogTexts;
  categories: ConsentCategoryTexts;
}

/** The agreement tab's list: a checkbox per provider, and its scripts and cookies behind a disclosure. */
export function ProviderList({
  providers,
  selection,
  stored,
  gpc,
  onChange,
  texts,
  categories,
}: ProviderListProps) {
  // Under GPC marketing is off whatever is ticked, so its boxes must not pretend otherwise.
  const blocked = (script: Script) => gpc && script.category === 'marketing';
  return (
    <ul className="shop-ConsentProviders">
      {providers.map((provider) => {
        const state = providerCheckbox(provider, selection);
        const allBlocked = provider.scripts.every(blocked);
        return (
          <li key={provider.companyName} className="shop-ConsentProvider">
            <Checkbox
              isSelected={state.checked && !allBlocked}
              isDisabled={state.disabled || allBlocked}
              onChange={(value) => onChange(toggleProvider(selection, provider, value, stored))}
            >
              <span className="shop-ConsentProvider-name">{provider.companyName}</span>
            </Checkbox>
            <Disclosure
              headingLevel={3}
              title={texts.provider.detailsOf.replace('{provider}', () => provider.companyName)}
            >
              <p>
                <Link href={provider.personalUrl} target="_blank" rel="noopener noreferrer">
                  {texts.provider.processingInfo}
                </Link>
              </p>
              <ul className="shop-ConsentScripts">
                {provider.scripts.map((script) => {
                  const scriptState = scriptCheckbox(script, selection);
                  return (
                    <li key={script.slug} className="shop-ConsentScript">
                      <Checkbox
                        isSelected={scriptState.checked && !blocked(script)}
                        isDisabled={scriptState.disabled || blocked(script)}
                        description={categories[script.category]}
                        onChange={(value) => onChange(toggleScript(selection, script, value, stored))}
                      >
                        {script.name}
                      </Checkbox>
                      {script.cookies.length === 0 ? (
                        <p className="shop-ConsentScript-none">{texts.provider.noCookies}</p>
                      ) : script.showingCookies ? (
                        <ul className="shop-ConsentCookies">
                          {script.cookies.map((cookie) => (
                            <CookieDetails
                              key={cookie.name}
                              cookie={cookie}
                              texts={texts.cookie}
                              categories={categories}
                            />
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </Disclosure>
          </li>
        );
      })}
    </ul>
  );
}

interface CookieDetailsProps {
  cookie: Cookie;
  texts: ConsentDialogTexts['cookie'];
  categories: ConsentCategoryTexts;
}

function CookieDetails({ cookie, texts, categories }: CookieDetailsProps) {
  const rows: [string, string][] = [
    [texts.name, cookie.name],
    [texts.description, cookie.description],
    [texts.type, cookie.type],
    [texts.category, categories[cookie.category]],
    [texts.expiration, cookie.expiration],
  ];
  return (
    <li className="shop-ConsentCookie">
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
