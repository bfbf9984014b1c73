/** The text fields of a submitted form by name; files are read with `fileFrom`. */
export function textFieldsOf(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  data.forEach((value, name) => {
    if (typeof value === 'string') values[name] = value;
  });
  return values;
}

/** The chosen file, or null when the picker was left empty (browsers then send an empty, unnamed file). */
export function fileFrom(data: FormData, name: string): File | null {
  const value = data.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}
