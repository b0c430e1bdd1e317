/**
 * The step-up of a session (STEP_UP_REQUIRED): the admin panel shows one prompt for the password
 * and a fresh code, and the API client waits for its outcome before it sends the refused request
 * again. The prompt registers itself here while the panel is shown; with none (the public site),
 * a step-up is simply not given.
 */
export type StepUpPrompt = () => Promise<boolean>;

let prompt: StepUpPrompt | null = null;
let asking: Promise<boolean> | null = null;

/** Registers the prompt that asks for a step-up; answers how to unregister it. */
export const provideStepUpPrompt = (ask: StepUpPrompt): (() => void) => {
  prompt = ask;
  return () => {
    if (prompt === ask) prompt = null;
  };
};

/**
 * Asks for a step-up: true once the session is raised, false when the person cancelled (or no
 * prompt is shown). Requests refused at the same moment share the one prompt.
 */
export const askForStepUp = (): Promise<boolean> => {
  if (!prompt) return Promise.resolve(false);
  asking ??= prompt().finally(() => {
    asking = null;
  });
  return asking;
};
