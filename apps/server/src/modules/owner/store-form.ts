import type { MultipartForm } from '../../platform/multipart.js';

function jsonObject(value: unknown): Record<string, unknown> | null {
  if (typeof value === 'string') {
    try {
      return jsonObject(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * The store form's values out of either multipart shape: the `storeDto` JSON part with its kept
 * `imageList` plus the `deletedImagePaths` JSON part, or — when there is no
 * `storeDto` — the admin editor's flat text parts with repeated lists. A `storeDto` sent as
 * a text part holding JSON is read the same way.
 */
export function storeFormValues(fields: MultipartForm['fields']): Record<string, unknown> {
  const dto = jsonObject(fields.storeDto);
  if (!dto) return fields;
  return fields.deletedImagePaths === undefined ? dto : { ...dto, deletedImagePaths: fields.deletedImagePaths };
}
