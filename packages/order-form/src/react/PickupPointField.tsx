import { Button } from '@shop/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type CarrierWidgetSession, createCarrierWidgetSession } from '../core/carrierWidgetSession';
import type { ChosenPickupPoint } from '../core/orderFormState';
import { type PickupOptions, widgetSetupFor } from '../core/pickupOptions';
import { type PickupCarrier, type PickupPoint, pickupPointAddress } from '../core/pickupPoint';
import { PickupPointPicker } from './PickupPointPicker';
import { useOrderFormMessages } from './useOrderFormMessages';

export interface PickupPointFieldProps {
  carrier: PickupCarrier;
  chosen: ChosenPickupPoint | null;
  onChange: (chosen: ChosenPickupPoint | null) => void;
  /** The id the error summary links to; it sits on the field's first control. */
  id: string;
  errorMessage?: string;
  /** The customer's zip or city, where the carrier's map opens. */
  near: string;
  options: PickupOptions;
}

/**
 * The pickup point of a pickup method: the chosen point with a change button, or the way to
 * choose one. That is the carrier's own widget when the page configured its key, and the
 * built-in picker otherwise or once the widget failed to load.
 */
export function PickupPointField({
  carrier,
  chosen,
  onChange,
  id,
  errorMessage,
  near,
  options,
}: PickupPointFieldProps) {
  const { locale, messages } = useOrderFormMessages();
  const texts = messages.orderForm.pickupPoint;
  const titleId = useId();
  const errorId = useId();
  const point = chosen?.carrier === carrier ? chosen.point : null;
  const [changing, setChanging] = useState(false);
  const [widgetFailed, setWidgetFailed] = useState(false);
  const [failureShown, setFailureShown] = useState<string | null>(null);
  const setup = widgetFailed ? null : widgetSetupFor(options, carrier);

  // Set when the customer picks a point, so the focus follows to its change button.
  const justChosen = useRef(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const session = useRef<CarrierWidgetSession | null>(null);
  const { loadScript } = options;
  useEffect(() => {
    if (!setup || !loadScript) return;
    const created = createCarrierWidgetSession(setup, loadScript, (picked: PickupPoint) => {
      justChosen.current = true;
      setChanging(false);
      onChangeRef.current({ carrier, point: picked });
    });
    session.current = created;
    return () => {
      created.dispose();
      session.current = null;
    };
  }, [setup, loadScript, carrier]);

  // A point just chosen replaces the controls under the focus, so focus goes to its change button.
  useEffect(() => {
    if (!justChosen.current || !point || changing) return;
    justChosen.current = false;
    document.getElementById(id)?.focus();
  }, [point, changing, id]);

  async function openWidget() {
    const result = await session.current?.open({ country: options.country, language: locale, near });
    if (result?.ok !== false) return;
    const message = carrier === 'ppl' ? messages.errors.ppl.widgetLoad : texts.widgetFailed;
    if (options.notify) options.notify(message);
    else setFailureShown(message);
    setWidgetFailed(true);
  }

  let control: ReactNode;
  if (point && !changing) {
    control = (
      <div className="shop-PickupPoint-chosen">
        <p className="shop-PickupPoint-name">
          {point.name}
          {point.type ? <span className="shop-PickupPicker-type"> · {texts.types[point.type]}</span> : null}
        </p>
        <p>{pickupPointAddress(point)}</p>
        {point.openingHours.length > 0 ? (
          <p>
            {texts.openingHours}: {point.openingHours.join(', ')}
          </p>
        ) : null}
        <Button id={id} variant="secondary" onPress={() => setChanging(true)}>
          {texts.change}
        </Button>
      </div>
    );
  } else if (setup) {
    control = (
      <>
        <p>{texts.notSelected}</p>
        <Button
          id={id}
          variant="secondary"
          onPress={() => void openWidget()}
          aria-describedby={errorMessage ? errorId : undefined}
        >
          {texts.openMap}
        </Button>
        {errorMessage ? (
          <p id={errorId} className="shop-FieldError">
            {errorMessage}
          </p>
        ) : null}
      </>
    );
  } else {
    control = (
      <PickupPointPicker
        carrier={carrier}
        search={options.searchPickupPoints}
        id={id}
        errorMessage={errorMessage}
        autoFocus={changing || widgetFailed}
        onChoose={(picked) => {
          justChosen.current = true;
          setChanging(false);
          onChange({ carrier, point: picked });
        }}
      />
    );
  }

  return (
    <section className="shop-PickupPoint" aria-labelledby={titleId}>
      <h3 id={titleId} className="shop-PickupPoint-title">
        {texts.selected}
      </h3>
      {failureShown ? (
        <p role="alert" className="shop-PickupPoint-failure">
          {failureShown}
        </p>
      ) : null}
      {control}
    </section>
  );
}
