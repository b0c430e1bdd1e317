import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../account-rules';

/** The translated text of a field's problem: its rule's words, or the server's own text. */
export const useProblemText = () => {
  const { t } = useTranslation('users');
  return useCallback(
    (problem: FieldProblem | undefined): string | undefined =>
      problem === undefined ? undefined : 'key' in problem ? t(problem.key) : problem.text,
    [t],
  );
};
