// Imported first by the rendering worker: succeeds only when this thread can load TypeScript.
export const canLoadTypeScript = true;
