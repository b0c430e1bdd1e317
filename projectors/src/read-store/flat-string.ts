/**
 * A template literal built as one flat string, for text a read model keeps. V8 builds a template
 * literal as a tree of concatenations that keeps every piece alive; a replay keeps a history line
 * in each of a hundred thousand documents, and as trees they weigh a fifth of the read models.
 */
export const flat = (parts: TemplateStringsArray, ...values: (string | number)[]): string => {
  const pieces: (string | number)[] = [parts[0] ?? ''];
  values.forEach((value, index) => {
    pieces.push(value, parts[index + 1] ?? '');
  });
  return pieces.join('');
};
