import { interpolate, plural } from '@shop/i18n';
import { FieldError } from '@shop/ui';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Input, Label, ListBox, ListBoxItem, SearchField, Text } from 'react-aria-components';
import {
  type PickupCarrier,
  type PickupPoint,
  pickupPointAddress,
  type SearchPickupPoints,
} from '../core/pickupPoint';
import { createPickupPointSearch } from '../core/pickupPointSearch';
import { useOrderFormMessages } from './useOrderFormMessages';

export interface PickupPointPickerProps {
  carrier: PickupCarrier;
  search: SearchPickupPoints;
  /** The id of the search input, which the error summary links to. */
  id: string;
  errorMessage?: string;
  onChoose: (point: PickupPoint) => void;
  autoFocus?: boolean;
}

/**
 * The built-in pickup point picker: a search by city, zip or name, then a list of the matches
 * to choose from with the arrow keys. How many were found is announced as a status.
 */
export function PickupPointPicker({
  carrier,
  search,
  id,
  errorMessage,
  onChoose,
  autoFocus,
}: PickupPointPickerProps) {
  const { locale, messages } = useOrderFormMessages();
  const texts = messages.orderForm.pickupPoint;
  const store = useMemo(() => createPickupPointSearch({ carrier, search }), [carrier, search]);
  useEffect(() => () => store.dispose(), [store]);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [query, setQuery] = useState('');

  let status = '';
  if (state.status === 'searching') status = texts.searching;
  if (state.status === 'failed') status = texts.failed;
  if (state.status === 'done') {
    status =
      state.points.length === 0
        ? interpolate(texts.empty, { query: state.query })
        : interpolate(plural(locale, state.points.length, texts.results), { count: state.points.length });
  }
  const points = state.status === 'done' ? state.points : [];

  return (
    <div className="shop-PickupPicker">
      <SearchField
        id={id}
        className="shop-Field"
        value={query}
        onChange={(value) => {
          setQuery(value);
          store.setQuery(value);
        }}
        onSubmit={(value) => store.searchNow(value)}
        isInvalid={errorMessage !== undefined}
        validationBehavior="aria"
        autoFocus={autoFocus}
      >
        <Label className="shop-Field-label">{texts.search}</Label>
        <Input className="shop-Input" autoComplete="off" />
        <Text slot="description" className="shop-Field-description">
          {texts.searchHint}
        </Text>
        <FieldError>{errorMessage}</FieldError>
      </SearchField>
      <p role="status" className="shop-PickupPicker-status">
        {status}
      </p>
      {points.length > 0 ? (
        <ListBox
          aria-label={texts.resultsLabel}
          className="shop-PickupPicker-list"
          items={points}
          selectionMode="single"
          onSelectionChange={(keys) => {
            if (keys === 'all') return;
            const chosen = points.find((point) => keys.has(point.id));
            if (chosen) onChoose(chosen);
          }}
        >
          {(point) => (
            <ListBoxItem id={point.id} textValue={point.name} className="shop-PickupPicker-item">
              <PickupPointDetails point={point} />
            </ListBoxItem>
          )}
        </ListBox>
      ) : null}
    </div>
  );
}

/** A point's name, kind, address and opening hours: all of it is the option's accessible name. */
function PickupPointDetails({ point }: { point: PickupPoint }) {
  const { messages } = useOrderFormMessages();
  const texts = messages.orderForm.pickupPoint;
  return (
    <>
      <span className="shop-PickupPicker-name">
        {point.name}
        {point.type ? <span className="shop-PickupPicker-type"> · {texts.types[point.type]}</span> : null}
      </span>
      <span className="shop-PickupPicker-address">{pickupPointAddress(point)}</span>
      {point.openingHours.length > 0 ? (
        <span className="shop-PickupPicker-hours">
          {texts.openingHours}: {point.openingHours.join(', ')}
        </span>
      ) : null}
    </>
  );
}
