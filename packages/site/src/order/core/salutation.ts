import type { Messages } from '@shop/i18n';

export type Gender = 'male' | 'female';

/** 'Vážený pane Novák' / 'Vážená pani Nováková': the salutation goes before the name, nothing after. */
export function salutation(gender: Gender, name: string, messages: Messages): string {
  const greeting = messages.shell.salutation[gender];
  const trimmed = name.trim();
  return trimmed ? `${greeting} ${trimmed}` : greeting;
}
