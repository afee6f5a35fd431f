import { TextArea as AriaTextArea } from 'react-aria-components';
import { TextFieldFrame, type TextFieldFrameProps } from './TextFieldFrame';

export interface TextAreaProps extends Omit<TextFieldFrameProps, 'type' | 'inputMode'> {
  placeholder?: string;
  /** Lines of text visible before the field scrolls; the shopper can drag it taller. */
  rows?: number;
}

/**
 * A labelled multi-line text field with optional description and error, styled like
 * `TextField`. `name` and `id` reach the textarea; `validationBehavior` defaults to `aria`.
 */
export function TextArea({ placeholder, rows = 4, ...props }: TextAreaProps) {
  return (
    <TextFieldFrame {...props}>
      <AriaTextArea className="shop-Input shop-TextArea" placeholder={placeholder} rows={rows} />
    </TextFieldFrame>
  );
}
