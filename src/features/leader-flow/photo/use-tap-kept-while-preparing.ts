import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A form's 'Confirmar' tapped while one of its photos is still being prepared (seconds on a
 * cheap phone) is kept, not dropped: the form is submitted as soon as the last photo is ready
 * (docs/product.md R13.6). Each photo field reports through `onPreparingChange`, after it has
 * handed its photo to the form, so the kept submit sees it.
 */
export function useTapKeptWhilePreparing(submit: () => void) {
  const latestSubmit = useRef(submit);
  useEffect(() => {
    latestSubmit.current = submit;
  });
  const preparingCount = useRef(0);
  const keptRef = useRef(false);
  const [preparing, setPreparing] = useState(false);
  const [kept, setKept] = useState(false);

  const onPreparingChange = useCallback((on: boolean) => {
    preparingCount.current = Math.max(0, preparingCount.current + (on ? 1 : -1));
    const still = preparingCount.current > 0;
    setPreparing(still);
    if (still || !keptRef.current) return;
    keptRef.current = false;
    setKept(false);
    latestSubmit.current();
  }, []);

  /** The form's submit: kept while a photo is prepared, otherwise at once. */
  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (preparingCount.current > 0) {
      keptRef.current = true;
      setKept(true);
      return;
    }
    latestSubmit.current();
  };

  return { preparing, kept, onPreparingChange, onSubmit };
}
