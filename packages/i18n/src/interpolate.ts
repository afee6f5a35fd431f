/**
 * Fills `{name}` placeholders of a message. Unknown placeholders stay as written, so a
 * missing value is visible in review instead of silently vanishing.
 */
export function interpolate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
