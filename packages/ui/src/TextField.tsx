import { Input } from 'react-aria-components';
import { TextFieldFrame, type TextFieldFrameProps } from './TextFieldFrame';

export interface TextFieldProps extends TextFieldFrameProps {
  placeholder?: string;
}

/**
 * A labelled single-line input with optional description and error. `type`, `inputMode`,
 * `autoComplete`, `name` and `id` reach the input. Validation messages come from the caller
 * (`validationBehavior` defaults to `aria`, so the browser's own bubbles never appear).
 */
export function TextField({ placeholder, ...props }: TextFieldProps) {
  return (
    <TextFieldFrame {...props}>
      <Input className="shop-Input" placeholder={placeholder} />
    </TextFieldFrame>
  );
}
