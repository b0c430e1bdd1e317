import { useId, useState, type ReactNode } from 'react';
import { Alert } from './alert';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';
import { TextField } from './field';
import styles from './action-dialog.module.css';

export interface ActionDialogNote {
  label: string;
  hint: string;
  /** A reason that must be given (the field is marked required; the caller decides on empty). */
  required: boolean;
  maxLength: number;
}

interface ActionDialogProps {
  /** Whether it is open; its form starts afresh at each opening (`formKey`). */
  open: boolean;
  /** Names what it confirms, so a new subject starts a new form. */
  formKey: string;
  title: string;
  /** What will happen, said before the note. */
  children: ReactNode;
  /** The note or reason typed with the action; none for an action that takes none. */
  note?: ActionDialogNote;
  /** Said last, before the buttons: that it cannot be undone. */
  warning?: string;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant: ButtonVariant;
  busy: boolean;
  /** Why the last confirmation was refused, shown in the dialog. */
  error: string | null;
  onConfirm: (note: string) => void;
  onCancel: () => void;
  returnFocusTo?: () => HTMLElement | null;
  /**
   * Where focus starts: the note (an action that needs a reason), the confirm button, Cancel (a
   * deletion, where the safe answer comes first), or a control of `children` the caller marked
   * `data-autofocus` (`children`).
   */
  focus: 'note' | 'confirm' | 'cancel' | 'children';
}

/**
 * Asks before an action on a payment or a record (an alert dialog): what it does, a note or a
 * reason, and Cancel / confirm. Keyboard first: focus starts where the answer is typed or on
 * the confirm button, Enter confirms, Escape cancels, and focus goes back where it came from.
 */
export const ActionDialog = ({
  open,
  formKey,
  title,
  children,
  note,
  warning,
  cancelLabel,
  confirmLabel,
  confirmVariant,
  busy,
  error,
  onConfirm,
  onCancel,
  returnFocusTo,
  focus,
}: ActionDialogProps) => {
  const formId = useId();
  return (
    <Dialog
      open={open}
      alert
      title={title}
      onClose={onCancel}
      returnFocusTo={returnFocusTo}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={onCancel}
            disabled={busy}
            data-autofocus={focus === 'cancel' ? true : undefined}
          >
            {cancelLabel}
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={confirmVariant}
            busy={busy}
            data-autofocus={focus === 'confirm' ? true : undefined}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {open && (
        <NoteForm
          key={formKey}
          formId={formId}
          note={note}
          warning={warning}
          busy={busy}
          error={error}
          onConfirm={onConfirm}
          noteFocused={focus === 'note'}
        >
          {children}
        </NoteForm>
      )}
    </Dialog>
  );
};

const NoteForm = ({
  formId,
  note,
  warning,
  busy,
  error,
  onConfirm,
  noteFocused,
  children,
}: Pick<ActionDialogProps, 'note' | 'warning' | 'busy' | 'error' | 'onConfirm' | 'children'> & {
  formId: string;
  noteFocused: boolean;
}) => {
  const [text, setText] = useState('');
  return (
    <form
      id={formId}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) onConfirm(text);
      }}
    >
      {children}
      {warning && <p className={styles.warning}>{warning}</p>}
      {note && (
        <TextField
          label={note.label}
          hint={note.hint}
          required={note.required}
          value={text}
          maxLength={note.maxLength}
          autoComplete="off"
          data-autofocus={noteFocused ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
      )}
      {error && <Alert tone="danger">{error}</Alert>}
    </form>
  );
};
