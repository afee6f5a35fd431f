import { type ComponentType, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { isPhonePrefix, type PhonePrefix, phonePrefixes } from '../core/phoneNumber';
import { phonePrefixField } from './lazySteps';
import type { PhonePrefixFieldProps } from './PhonePrefixField';
import { useOrderFormMessages } from './useOrderFormMessages';

/**
 * The phone prefix choice of step 1. Its react-aria radio group (and the focus management that
 * comes with it) loads with the form's later steps, at the first focus or keystroke in the form,
 * not with the page; until then the same two radios are the browser's own, looking and working
 * the same (arrow keys, Tab, a click), so nothing chosen or typed is lost. A radio that has the
 * focus when the group's code arrives hands it to its counterpart.
 */
export function PhonePrefixChoice(props: PhonePrefixFieldProps) {
  // A form shown after the code has arrived (a later page, a later step back) starts with it.
  const [Field, setField] = useState<ComponentType<PhonePrefixFieldProps> | null>(phonePrefixField.peek);
  const container = useRef<HTMLDivElement>(null);
  const focused = useRef<string | null>(null);

  useEffect(() => {
    if (Field) return;
    let live = true;
    void phonePrefixField.loaded().then((component) => {
      if (!live) return;
      const active = document.activeElement;
      focused.current =
        active instanceof HTMLInputElement && container.current?.contains(active) ? active.value : null;
      setField(() => component);
    });
    return () => {
      live = false;
    };
  }, [Field]);

  useLayoutEffect(() => {
    if (!Field || focused.current === null) return;
    const value = focused.current;
    focused.current = null;
    // Only a focus the swap itself lost: a shopper who has tabbed on meanwhile keeps their place.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const radio = container.current?.querySelector<HTMLInputElement>(`input[value="${CSS.escape(value)}"]`);
    radio?.focus();
  }, [Field]);

  return (
    <div ref={container} className="shop-OrderForm-phonePrefixSlot">
      {Field ? <Field {...props} /> : <NativePhonePrefix {...props} />}
    </div>
  );
}

/** The browser's own radios in the markup and classes of `@shop/ui`'s `RadioGroup`. */
function NativePhonePrefix({ form, sitePrefix }: PhonePrefixFieldProps) {
  const { messages } = useOrderFormMessages();
  const texts = messages.orderForm;
  const labelId = useId();
  const chosen = form.state.values.phonePrefix;
  const value: PhonePrefix = isPhonePrefix(chosen) ? chosen : sitePrefix;
  const ordered = [sitePrefix, ...phonePrefixes.filter((prefix) => prefix !== sitePrefix)];
  return (
    <div
      id={form.fieldId('phonePrefix')}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className="shop-RadioGroup shop-OrderForm-phonePrefix"
    >
      <span id={labelId} className="shop-Field-label">
        {texts.fields.phonePrefix}
      </span>
      <div className="shop-RadioGroup-options">
        {ordered.map((prefix) => (
          <label
            key={prefix}
            className="shop-Radio shop-Radio--native"
            data-selected={prefix === value || undefined}
          >
            <input
              type="radio"
              className="shop-Radio-nativeInput"
              name={`${form.fieldId('phonePrefix')}-native`}
              value={prefix}
              checked={prefix === value}
              onChange={() => form.dispatch({ type: 'change', field: 'phonePrefix', value: prefix })}
            />
            {texts.phonePrefixes[prefix]}
          </label>
        ))}
      </div>
    </div>
  );
}
