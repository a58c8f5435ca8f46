/** Builds multipart bodies the way the API reads them: repeated names for lists. */
export function formDataOf(
  fields: Record<string, string | number | null | undefined | readonly (string | number)[]>,
  files: Record<string, File[]> = {},
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) form.append(name, String(item));
    else form.append(name, String(value));
  }
  for (const [name, list] of Object.entries(files)) for (const file of list) form.append(name, file);
  return form;
}

/** A JSON part sent as a Blob (`filename="blob"`, `application/json`), as the store form does. */
export function jsonPart(value: unknown): Blob {
  return new Blob([JSON.stringify(value)], { type: 'application/json' });
}
