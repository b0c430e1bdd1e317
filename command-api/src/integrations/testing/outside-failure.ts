import { OutsideSystemError } from '../outbound/outside-call.js';

/** The OutsideSystemError a call to an outside system ends with; any other end fails the test. */
export const outsideFailureOf = async (promise: Promise<unknown>): Promise<OutsideSystemError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutsideSystemError) return error;
    throw error;
  }
  throw new Error('expected the call to the outside system to fail');
};
