import { useI18n } from '@shop/i18n/react';
import { Checkbox } from '@shop/ui';
import type { Ref } from 'react';
import { COOKIE_CATEGORIES } from '../core/categories';
import { categoryCheckbox, toggleCategory } from '../core/checkboxRules';
import type { ConsentSetting } from '../core/consentRecord';
import type { CookieProvider } from '../core/providerSchema';

export interface CategoryCheckboxesProps {
  providers: readonly CookieProvider[];
  selection: ConsentSetting;
  stored: ConsentSetting;
  gpc: boolean;
  onChange: (selection: ConsentSetting) => void;
  groupRef?: Ref<HTMLFieldSetElement>;
}

/** One checkbox per cookie category; technical is always on, marketing is off under GPC. */
export function CategoryCheckboxes({
  providers,
  selection,
  stored,
  gpc,
  onChange,
  groupRef,
}: CategoryCheckboxesProps) {
  const { messages } = useI18n();
  const texts = messages.cookies;
  return (
    <fieldset ref={groupRef} className="shop-ConsentCategories">
      <legend className="shop-ConsentCategories-legend">{texts.categories.label}</legend>
      {COOKIE_CATEGORIES.map((category) => {
        const state = categoryCheckbox(providers, category, selection);
        const blockedByGpc = gpc && category === 'marketing';
        return (
          <Checkbox
            key={category}
            // Technical cookies run whatever the provider list holds, so the box shows them on even before it loads.
            isSelected={category === 'technical' || (state.checked && !blockedByGpc)}
            isDisabled={state.disabled || blockedByGpc}
            description={blockedByGpc ? texts.globalPrivacyControl : undefined}
            onChange={(value) => onChange(toggleCategory(selection, providers, category, value, stored))}
          >
            {texts.categories[category]}
          </Checkbox>
        );
      })}
    </fieldset>
  );
}
