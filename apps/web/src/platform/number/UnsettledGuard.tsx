import { Form, type FormInstance } from 'antd';
import { createContext, useContext, useId } from 'react';

/** Where a box that holds no number yet stands in its form's validation. */
const UNSETTLED = '__unsettledNumber';

const Nothing = () => null;

/**
 * True over boxes whose fields are not saved as typed: a resource form's section hidden by its
 * condition is saved at its defaults, so a box left asking there must not hold the form back unseen.
 */
export const UnsettledIgnored = createContext(false);

/**
 * Keeps a form from submitting while one of its number boxes asks or refuses: the box holds no number
 * then (null), and the API would read null as the field's default (a series' next number typed 12,5
 * saved as 1). Rendered by the box while it is unsettled, it is a field that never validates, so
 * `onFinish` is not reached whichever way the form is submitted (button, Enter, Ctrl+S); inside a
 * Form.Item the message shows on that field, as antd passes a `noStyle` item's errors to its parent.
 */
export function UnsettledGuard({ message }: { message: string }) {
  const form = Form.useFormInstance() as FormInstance | undefined;
  const id = useId();
  const ignored = useContext(UnsettledIgnored);
  // A box outside any form (a filter, a picking cell) has no submit to hold back.
  if (!form || ignored) return null;
  return (
    <Form.Item
      noStyle
      name={[UNSETTLED, id]}
      rules={[{ validator: () => Promise.reject(new Error(message)) }]}
    >
      <Nothing />
    </Form.Item>
  );
}

/** Whether a form failed to submit because a number box still asks or refuses. */
export const failedOnUnsettled = (failure: { errorFields: { name: (string | number)[] }[] }) =>
  failure.errorFields.some((field) => field.name.includes(UNSETTLED));
