import { useEffect } from "react";

/** While `when` holds, closing or reloading the browser tab makes the browser ask first (it words the question itself). */
export function useBeforeUnload(when: boolean) {
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chrome and Edge ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [when]);
}
