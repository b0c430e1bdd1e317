import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../settings-draft';

/**
 * The text shown under a field that cannot be saved as it is. The server's own words are in
 * English, and marked so for screen readers.
 */
export const useProblemText = () => {
  const { t } = useTranslation('settings');
  return useCallback(
    (problem: FieldProblem | undefined): ReactNode => {
      if (!problem) return undefined;
      switch (problem.kind) {
        case 'hoursRange':
          return t('general.maxPending.range');
        case 'nameRequired':
          return t('methods.nameRequired');
        case 'addressIncomplete':
          return t('crypto.problems.incomplete');
        case 'address':
          return t(`crypto.problems.${problem.problem}`);
        case 'server':
          return <span lang="en">{problem.message}</span>;
        default: {
          const unknown: never = problem;
          return String(unknown);
        }
      }
    },
    [t],
  );
};
