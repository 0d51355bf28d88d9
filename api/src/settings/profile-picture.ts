import type { Readable } from 'node:stream';
import { extensionOf } from '@portal/shared-contracts';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/schema';
import type { Database } from '../db/database';
import type { FileStore } from '../files/file-store';
import type { StoredFileRow } from '../files/receive-files';
import { storedFiles } from '../files/schema';
import { Refusal } from '../http/refusal';
import { settingsApiMessages } from './messages';
import { profilePictures } from './schema';

/** "Profile picture: types png, bmp, jpeg, jpg, svg": how each type is served, and how its bytes begin. */
const PICTURE_TYPES: Record<string, { contentType: string; looksRight(head: Buffer): boolean }> = {
  png: { contentType: 'image/png', looksRight: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpg: { contentType: 'image/jpeg', looksRight: (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  jpeg: { contentType: 'image/jpeg', looksRight: (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  bmp: { contentType: 'image/bmp', looksRight: (head) => head.subarray(0, 2).toString('latin1') === 'BM' },
  // An XML prologue, a doctype or comments may come first; the root element follows within the first bytes.
  svg: { contentType: 'image/svg+xml', looksRight: (head) => /<svg[\s>]/i.test(head.toString('utf8')) },
};

/** How many bytes are read to tell an image by its beginning. */
const HEAD_BYTES = 4096;

/**
 * The picture's policy when the browser is sent to it: it may draw itself and nothing else, and is sandboxed, so an
 * SVG opened on its own cannot run script or reach anything (it is also sent as an attachment, and `<img>` never runs
 * an SVG's script). `style-src 'unsafe-inline'` keeps an SVG's own styling.
 */
export const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The reference that names a picture in its address and in the bundle: its content, so a new picture has a new one. */
export const pictureReferenceOf = (file: Pick<StoredFileRow, 'sha256'>) => file.sha256.slice(0, 16);

/**
 * POST /users/{id}/upload_profile_picture, once the file is stored (its name's type and its size checked while it
 * streamed): its bytes must be the image its name says, or it is refused with the spec's words and taken back. It
 * replaces the person's picture; the old one's file is removed. Answers the new reference.
 */
export async function setProfilePicture(db: Database, store: FileStore, userId: number, file: StoredFileRow): Promise<string> {
  const type = PICTURE_TYPES[extensionOf(file.name)];
  if (!type?.looksRight(await headOf(store.read(file.storageKey)))) throw new Refusal(415, { message: settingsApiMessages.notAnImage });
  const reference = pictureReferenceOf(file);
  const replaced = await db.transaction(async (tx) => {
    const previous = await pictureFileOf(tx, userId);
    await tx.update(storedFiles).set({ contentType: type.contentType }).where(eq(storedFiles.id, file.id));
    await tx.insert(profilePictures).values({ userId, fileId: file.id }).onConflictDoUpdate({ target: profilePictures.userId, set: { fileId: file.id, createdAt: new Date() } });
    await tx.update(users).set({ picture: reference }).where(eq(users.id, userId));
    if (previous) await tx.delete(storedFiles).where(eq(storedFiles.id, previous.id));
    return previous;
  });
  if (replaced) await store.remove(replaced.storageKey);
  return reference;
}

/** POST /users/{id}/delete_profile_picture: the person has no picture any more, and its file is gone. */
export async function deleteProfilePicture(db: Database, store: FileStore, userId: number): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const file = await pictureFileOf(tx, userId);
    await tx.update(users).set({ picture: null }).where(eq(users.id, userId));
    // The file row's deletion takes the profile_pictures row with it.
    if (file) await tx.delete(storedFiles).where(eq(storedFiles.id, file.id));
    return file;
  });
  if (removed) await store.remove(removed.storageKey);
}

/** The person's picture file, when the reference asked for is their current one. */
export async function profilePictureFile(db: Database, userId: number, reference: string): Promise<StoredFileRow | undefined> {
  const [row] = await db
    .select({ file: storedFiles, reference: users.picture })
    .from(profilePictures)
    .innerJoin(storedFiles, eq(storedFiles.id, profilePictures.fileId))
    .innerJoin(users, eq(users.id, profilePictures.userId))
    .where(eq(profilePictures.userId, userId));
  return row && row.reference === reference ? row.file : undefined;
}

async function pictureFileOf(db: Database, userId: number): Promise<StoredFileRow | undefined> {
  const [row] = await db.select({ file: storedFiles }).from(profilePictures).innerJoin(storedFiles, eq(storedFiles.id, profilePictures.fileId)).where(eq(profilePictures.userId, userId));
  return row?.file;
}

/** The first bytes of a stored file; the rest is not read. */
async function headOf(bytes: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of bytes) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= HEAD_BYTES) break;
  }
  bytes.destroy();
  return Buffer.concat(chunks).subarray(0, HEAD_BYTES);
}
