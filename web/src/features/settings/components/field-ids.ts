import type { EditableSettingKey } from '../settings-draft';

/** Each settings field's id, so a save that finds a problem can move focus to it. */
export const fieldId = (key: EditableSettingKey) => `setting-${key}`;
