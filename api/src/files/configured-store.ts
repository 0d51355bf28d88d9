import { folderFileStore, type FileStore } from './file-store';
import { s3FileStore, type S3StoreSettings } from './s3-file-store';

/** The bucket when one is configured (S3_BUCKET), otherwise the folder under the data directory. */
export function configuredFileStore(config: { filesDir: string; s3: S3StoreSettings | null }): FileStore {
  return config.s3 ? s3FileStore(config.s3) : folderFileStore(config.filesDir);
}
