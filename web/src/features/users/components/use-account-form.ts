import { useState } from 'react';
import type { ApiError } from '@/lib/api-client';
import {
  serverFieldProblem,
  type AccountField,
  type FieldProblem,
  type FieldProblems,
} from '../account-rules';

const fieldOrder: readonly AccountField[] = ['username', 'email', 'password'];

/** The id of a form's field, for focusing the first one in error. */
export const fieldId = (form: string, field: AccountField) => `${form}-${field}`;

/**
 * What the account dialogs share: a field's problem shows once the field was left or the form
 * sent, a server refusal sits on its field until that field changes, and anything else is the
 * form's banner. `local` are the rules' problems of what is typed now.
 */
export const useAccountForm = (
  form: string,
  fields: readonly AccountField[],
  local: FieldProblems,
) => {
  const [touched, setTouched] = useState<ReadonlySet<AccountField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FieldProblems>({});
  const [banner, setBanner] = useState<ApiError | null>(null);

  const problemOf = (field: AccountField): FieldProblem | undefined =>
    server[field] ?? (submitted || touched.has(field) ? local[field] : undefined);

  const focus = (field: AccountField) => {
    document.getElementById(fieldId(form, field))?.focus();
  };

  return {
    problemOf,
    banner,
    /** Props for a field: its id, and what changing or leaving it does. */
    changed: (field: AccountField) => {
      if (server[field]) setServer(({ [field]: _gone, ...rest }) => rest);
    },
    left: (field: AccountField) => {
      setTouched((current) => new Set(current).add(field));
    },
    /** Before sending: shows every problem and focuses the first; true when there is none. */
    ready: (): boolean => {
      setSubmitted(true);
      setBanner(null);
      const first = fieldOrder.find((field) => fields.includes(field) && local[field]);
      if (first) focus(first);
      return first === undefined;
    },
    /** The server refused: on the field it names, else in the banner. */
    refused: (error: ApiError) => {
      const placed = serverFieldProblem(error, fields);
      if (placed) {
        setServer((current) => ({ ...current, [placed.field]: placed.problem }));
        focus(placed.field);
      } else {
        setBanner(error);
      }
    },
  };
};
