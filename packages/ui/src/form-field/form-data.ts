/** The text fields of a submitted form by name; files are read with `fileFrom` and `filesFrom`. */
export function textFieldsOf(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  data.forEach((value, name) => {
    if (typeof value === 'string') values[name] = value;
  });
  return values;
}

/** Every chosen file under `name`, leaving out the empty, unnamed one browsers send when none was chosen. */
export function filesFrom(data: FormData, name: string): File[] {
  return data.getAll(name).filter((value): value is File => value instanceof File && value.size > 0);
}

/** The chosen file, or null when the picker was left empty. */
export function fileFrom(data: FormData, name: string): File | null {
  return filesFrom(data, name)[0] ?? null;
}

/**
 * Text fields named as paths ("guardian.name", "children.0.firstName") as the object they describe, so a form's
 * controls carry the names a schema's issues point at. Numbered parts make arrays, in their order.
 */
export function nestedFieldsOf(data: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(textFieldsOf(data))) {
    const parts = name.split('.');
    let node: Record<string, unknown> = root;
    parts.slice(0, -1).forEach((part, index) => {
      node[part] ??= /^\d+$/.test(parts[index + 1]) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
    node[parts[parts.length - 1]] = value;
  }
  return root;
}
