import { useEffect, useId, useRef, type KeyboardEventHandler, type ReactNode } from 'react';

export interface ModalDialogProps {
  /** The dialog's look; its head and close button are `${className}__head` and `${className}__close`. */
  className: string;
  /** The heading that names the dialog. */
  title: ReactNode;
  /** The close button's name (it shows ×). */
  closeLabel: string;
  onClose: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>;
  /** Below the head: the dialog's own content (and its `<style>`, which React hoists). */
  children: ReactNode;
}

/**
 * A native modal <dialog>, open from its first render: focus stays inside, the page behind is
 * inert, and Escape, the × button or a press on the backdrop closes it (focus goes back where it
 * was). The photo zoom and the phone's filters drawer are this dialog with their own look.
 */
export function ModalDialog({ className, title, closeLabel, onClose, onKeyDown, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className={className}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      // a press on the backdrop (outside the dialog's box) closes it
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={`${className}__head`}>
        <h2 id={titleId}>{title}</h2>
        <button type="button" className={`${className}__close`} aria-label={closeLabel} onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
