import { useCallback, useState } from "react";

/** A form's values, a setter per field, and a way back to where they started (after a successful send). */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const set = useCallback(<K extends keyof T>(name: K) => (value: T[K]) => setValues((v) => ({ ...v, [name]: value })), []);
  const reset = useCallback(() => setValues(start), [start]);
  return { values, set, reset };
}

/** A call's options that first clear the form on success, then run the call's own refresh. */
export function clearingOnSuccess<O extends { onSuccess: () => Promise<void> }>(options: O, clear: () => void): O {
  return {
    ...options,
    onSuccess: () => {
      clear();
      return options.onSuccess();
    },
  };
}
