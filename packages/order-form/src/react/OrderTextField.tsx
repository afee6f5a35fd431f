import { TextField, type TextFieldProps } from '@shop/ui';
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

/** A text field bound to the form: value, checks on leaving, error message and the id the summary links to. */
export function OrderTextField({ controller: form, field, ...props }: OrderTextFieldProps) {
  const error = form.fieldError(field);
  return (
    <TextField
      {...props}
      id={form.fieldId(field)}
      name={field}
      value={form.state.values[field]}
      onChange={(value) => form.dispatch({ type: 'change', field, value })}
      onBlur={() => form.dispatch({ type: 'blur', field })}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}
