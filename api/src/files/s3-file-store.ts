import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { checkedStorageKey, newStorageKey, type FileStore } from './file-store';

/** Where the bucket is. Credentials come from the SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a role). */
export interface S3StoreSettings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, Ceph…); AWS's own when absent. */
  endpoint?: string;
  /** Address the bucket in the path rather than the host name, as most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Keys live under this prefix, so one bucket can serve several environments. */
  prefix: string;
}

/**
 * The production form of the store (DESIGN §10): an S3-compatible bucket, so any number of API instances share
 * the files. Bytes stream through in parts of 5 MB (the S3 minimum), so a 25 MB upload never sits in memory whole;
 * a stream that fails part-way (a file past its limit) aborts the upload and leaves nothing in the bucket.
 */
export function s3FileStore(settings: S3StoreSettings, client = s3ClientFor(settings)): FileStore {
  const objectOf = (key: string) => ({ Bucket: settings.bucket, Key: `${settings.prefix}${checkedStorageKey(key)}` });
  return {
    newKey: newStorageKey,
    async put(key, bytes) {
      await new Upload({ client, params: { ...objectOf(key), Body: bytes, ServerSideEncryption: 'AES256' }, queueSize: 1, leavePartsOnError: false }).done();
    },
    read(key) {
      const object = objectOf(key);
      // A Readable at once, as the folder store gives: the object is asked for when the first byte is read.
      return Readable.from(
        (async function* () {
          const { Body } = await client.send(new GetObjectCommand(object));
          if (!Body) throw new Error('The bucket answered an object without a body');
          yield* Body as AsyncIterable<Uint8Array>;
        })(),
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand(objectOf(key)));
    },
  };
}

function s3ClientFor(settings: S3StoreSettings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
