// Where the services publish their OpenAPI document; the project check leaves it open (http/project.ts).
export const OPENAPI_PATH = '/openapi.json';
