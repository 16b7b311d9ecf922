import { TextField, type TextFieldProps } from '../../../components/text-field.tsx';

type PaymentTextFieldProps = TextFieldProps & {
  /** The payment forms name every input: their error summary links to it. */
  id: string;
};

/** A text field of the payment forms: card and billing details, never spell-checked. */
export function PaymentTextField({ type = 'text', ...field }: PaymentTextFieldProps) {
  return <TextField {...field} type={type} spellCheck={false} />;
}
