import { TextField, type TextFieldProps } from '@shop/ui';
import { memo, useCallback } from 'react';
import type { TextField as TextFieldName } from '../core/orderFormState';
import type { UseOrderFormResult } from './useOrderForm';

export interface OrderTextFieldProps
  extends Omit<
    TextFieldProps,
    'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'id' | 'name'
  > {
  controller: UseOrderFormResult;
  field: TextFieldName;
}

/**
 * A key typed into one field renders the form again; each field's text field renders only when
 * its own value, error or texts change, not for a key in another field.
 */
const BoundTextField = memo(TextField);

/** A text field bound to the form: value, checks on leaving, error message and the id the summary links to. */
export function OrderTextField({ controller: form, field, ...props }: OrderTextFieldProps) {
  const error = form.fieldError(field);
  const { dispatch } = form;
  const onChange = useCallback(
    (value: string) => dispatch({ type: 'change', field, value }),
    [dispatch, field],
  );
  const onBlur = useCallback(() => dispatch({ type: 'blur', field }), [dispatch, field]);
  return (
    <BoundTextField
      {...props}
      id={form.fieldId(field)}
      name={field}
      value={form.state.values[field]}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}
