import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { fieldErrorKey } from './field-error-key.ts';

/** A text field of a react-hook-form form, named by its path, and who hears of each edit. */
export interface EditedFieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string>;
  /** Each change the visitor makes, e.g. to clear the server's error that the old value earned. */
  onEdit?: (name: FieldPathByValue<Values, string>) => void;
}

/**
 * A field's react-hook-form binding for an input that takes its value as a string: what the
 * input spreads (value, onChange telling `onEdit`, onBlur, name, ref), the locale key of its
 * error, whether that error is the server's, and whether the form was sent.
 */
export function useEditedField<Values extends FieldValues, Output>({
  control,
  name,
  onEdit,
}: EditedFieldProps<Values, Output>) {
  const { field, fieldState, formState } = useController({ control, name });
  return {
    field: {
      ...field,
      onChange: (value: string) => {
        field.onChange(value);
        onEdit?.(name);
      },
    },
    errorKey: fieldErrorKey(fieldState.error),
    serverError: fieldState.error?.type === 'server',
    isSubmitted: formState.isSubmitted,
  };
}
