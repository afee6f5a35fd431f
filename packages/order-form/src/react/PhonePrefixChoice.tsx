import { type ComponentType, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { isPhonePrefix, type PhonePrefix, phonePrefixes } from '../core/phoneNumber';
import { phonePrefixField } from './lazySteps';
import type { PhonePrefixFieldProps } from './PhonePrefixField';
import { useOrderFormMessages } from './useOrderFormMessages';

/**
 * The phone prefix choice of step 1. Its react-aria radio group (and the focus management that
 * comes with it) loads with the form's later steps, at the first focus or keystroke in the form,
 * not with the page; until then the same two radios are the browser's own, looking and working
 * the same (arrow keys, Tab, a click), so nothing chosen or typed is lost. A radio that has the
 * focus when the browser's radios are replaced hands it to its counterpart.
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
      if (live) setField(() => component);
    });
    return () => {
      live = false;
    };
  }, [Field]);

  // Read at the last moment the browser's radios are in the document, not when the code arrives:
  // React renders the swap a little later, and a shopper may tab onto a radio in between.
  const noteFocusedRadio = useCallback(() => {
    const active = document.activeElement;
    focused.current =
      active instanceof HTMLInputElement && container.current?.contains(active) ? active.value : null;
  }, []);

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
      {Field ? <Field {...props} /> : <NativePhonePrefix {...props} onReplaced={noteFocusedRadio} />}
    </div>
  );
}

/**
 * The browser's own radios in the markup and classes of `@shop/ui`'s `RadioGroup`. `onReplaced`
 * runs as they leave, while they are still in the document.
 */
function NativePhonePrefix({
  form,
  sitePrefix,
  onReplaced,
}: PhonePrefixFieldProps & { onReplaced: () => void }) {
  // A layout effect's clean-up on removal runs before React takes the elements out of the page.
  useLayoutEffect(() => onReplaced, [onReplaced]);
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
