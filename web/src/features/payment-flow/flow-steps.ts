import type { TransactionType } from '@ghost/events/contract';

/** The steps of the payment flow: Information, Payment, Confirmation; donations skip the first. */

export type FlowStep = 'information' | 'payment' | 'confirmation';

export const stepsOf = (type: TransactionType): readonly FlowStep[] =>
  type === 'donation' ? ['payment', 'confirmation'] : ['information', 'payment', 'confirmation'];

/** The processing wait between a submitted payment and its confirmation. */
export const processingWaitMs = 2000;

export interface FlowProgress {
  /** Username, e-mail and a priced duration are chosen (a donation has nothing to choose). */
  informationComplete: boolean;
  /** The payment was submitted and its ID is known. */
  completed: boolean;
}

/**
 * The step to show for the one the browser's history asks for: a step is shown only when what it
 * needs is there (after a reload the typed details are gone, so the visitor starts over), and a
 * submitted payment stays confirmed (going back must not offer to pay it twice).
 */
export const reachableStep = (
  type: TransactionType,
  requested: FlowStep | undefined,
  progress: FlowProgress,
): FlowStep => {
  const [first] = stepsOf(type) as [FlowStep, ...FlowStep[]];
  if (progress.completed) return 'confirmation';
  if (requested === 'payment' && (type === 'donation' || progress.informationComplete))
    return 'payment';
  return first;
};
