/** The name the /api hello answers with (the same as the OpenAPI document's title). */
export const API_NAME = '식탁 API';
