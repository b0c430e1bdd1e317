import type { ReactNode } from 'react';
import { codeLength, typedCode } from '@/lib/auth/typed-code';
import { TextField } from './field';
import styles from './code-field.module.css';

interface CodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  onBlur?: () => void;
  autoFocus?: boolean;
  required?: boolean;
}

/**
 * The 6-digit code of an authenticator app: digits only, trimmed to 6 as typed
 * or pasted, a numeric keyboard on phones, and the browser's one-time-code autofill.
 */
export const CodeField = ({ onChange, ...field }: CodeFieldProps) => (
  <TextField
    {...field}
    className={styles.code}
    inputMode="numeric"
    autoComplete="one-time-code"
    pattern="[0-9]*"
    maxLength={codeLength}
    spellCheck={false}
    onChange={(event) => {
      onChange(typedCode(event.target.value));
    }}
  />
);
