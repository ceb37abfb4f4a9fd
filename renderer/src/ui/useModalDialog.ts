import { useEffect, useRef } from 'react';

/** Shows the returned ref's <dialog> as a modal while the component is mounted; Escape fires its close event. */
export function useModalDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);
  return dialogRef;
}
