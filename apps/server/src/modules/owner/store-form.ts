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

/** A text part holding JSON as its value; anything else as it came, for the schema to refuse. */
function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * The store form's values out of either multipart shape: the `storeDto` JSON part with its kept
 * `imageList` plus the `deletedImagePaths` JSON part, or — when there is no
 * `storeDto` — the flat text parts with repeated lists (the admin editor's, and our app's, which adds
 * the menu rows, 가격대 and 예약금·취소 규정 as JSON text parts `menuItems`, `priceRange` and `depositPolicy`). A `storeDto` sent as
 * a text part holding JSON is read the same way.
 */
export function storeFormValues(fields: MultipartForm['fields']): Record<string, unknown> {
  const dto = jsonObject(fields.storeDto);
  if (!dto) {
    const { menuItems, priceRange, depositPolicy } = fields;
    return {
      ...fields,
      ...(menuItems === undefined ? {} : { menuItems: jsonText(menuItems) }),
      ...(priceRange === undefined ? {} : { priceRange: jsonText(priceRange) }),
      ...(depositPolicy === undefined ? {} : { depositPolicy: jsonText(depositPolicy) }),
    };
  }
  return fields.deletedImagePaths === undefined ? dto : { ...dto, deletedImagePaths: fields.deletedImagePaths };
}
