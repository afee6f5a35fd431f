import { cookieCategories } from '@shop/contracts/vocabulary';
import { Checkbox } from '@shop/ui';
import type { Ref } from 'react';
import { categoryCheckbox, categorySelection } from '../core/checkboxRules';
import type { CategoryChoice } from '../core/consentChoice';
import type { ConsentSetting } from '../core/consentRecord';
import type { CookieProvider } from '../core/providerSchema';
import { useConsentBarTexts } from './ConsentProvider';

export interface CategoryCheckboxesProps {
  providers: readonly CookieProvider[];
  /** The categories the visitor ticked or unticked so far. */
  chosen: CategoryChoice;
  stored: ConsentSetting;
  gpc: boolean;
  onChange: (chosen: CategoryChoice) => void;
  groupRef?: Ref<HTMLFieldSetElement>;
}

/**
 * One checkbox per cookie category; technical is always on, marketing is off under GPC. Before the
 * provider list is known a box shows what the visitor ticked; after, whether all its scripts are on.
 */
export function CategoryCheckboxes({
  providers,
  chosen,
  stored,
  gpc,
  onChange,
  groupRef,
}: CategoryCheckboxesProps) {
  const texts = useConsentBarTexts();
  const listKnown = providers.length > 0;
  const selection = listKnown ? categorySelection(providers, stored, chosen) : {};
  return (
    <fieldset ref={groupRef} className="shop-ConsentCategories">
      <legend className="shop-ConsentCategories-legend">{texts.categories.label}</legend>
      {cookieCategories.map((category) => {
        const checked = listKnown
          ? categoryCheckbox(providers, category, selection).checked
          : chosen[category] === true;
        const blockedByGpc = gpc && category === 'marketing';
        return (
          <Checkbox
            key={category}
            // Technical cookies run whatever the provider list holds, so the box shows them on even before it loads.
            isSelected={category === 'technical' || (checked && !blockedByGpc)}
            isDisabled={category === 'technical' || blockedByGpc}
            description={blockedByGpc ? texts.globalPrivacyControl : undefined}
            onChange={(value) => onChange({ ...chosen, [category]: value })}
          >
            {texts.categories[category]}
          </Checkbox>
        );
      })}
    </fieldset>
  );
}
