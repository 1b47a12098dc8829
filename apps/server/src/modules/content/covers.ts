/** An uploaded cover (admin.ts): 24 random hex digits, never guessed. */
export const COVER_FILE = /^[0-9a-f]{24}\.(jpg|png|webp)$/;
export const MIME_OF_EXT: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const EXT_OF_MIME: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** Where an uploaded cover lives in the app's file storage. */
export const coverStorageKeyOf = (articleId: number, file: string) => `articles/${articleId}/${file}`;
