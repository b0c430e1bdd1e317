import { createInterface } from 'node:readline';
import password from '@inquirer/password';

/** A password that could not be read: the two typed at the prompt differ, or none came. */
export class PasswordInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasswordInputError';
  }
}

/** The first line of a stream, without its line ending; empty when the stream has none. */
const firstLine = async (input: NodeJS.ReadableStream): Promise<string> => {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY, terminal: false });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
};

/**
 * Reads a password where no other user of the machine can see it (never from the arguments, which
 * the process list shows): typed twice at a hidden prompt on a terminal, else the first line of
 * standard input (`printf '%s\n' "$PASSWORD" | npm run admin -- ...`).
 */
export const readPassword = async (
  message: string,
  input: NodeJS.ReadStream = process.stdin,
): Promise<string> => {
  if (!input.isTTY) {
    const line = await firstLine(input);
    if (line === '') {
      throw new PasswordInputError(
        'No password on standard input: type it at the prompt, or pipe it as the first line.',
      );
    }
    return line;
  }
  const first = await password({ message, mask: true });
  const again = await password({ message: 'The same password again:', mask: true });
  if (first !== again) throw new PasswordInputError('The two passwords differ. Nothing changed.');
  return first;
};
