import { useMemo, useRef } from 'react';
import { devFileEndpoints, formatDate, type StoredFile } from '@portal/shared-contracts';
import { Button, RouteLink, useMayCall, useSession } from '@portal/shared-ui';
import { Card, EmptyState, FileUpload, LoadingWrapper, useDownloadUrl, useEndpoint, type FileUploadHandle } from '@portal/shared-ui/kit';
import { formatFileSize, sampleFiles } from './kit-samples';

const samples: Array<{ label: string; file: () => File }> = [
  { label: 'Add a 2 MB PDF', file: sampleFiles.fine },
  { label: 'Add a 26 MB PDF', file: sampleFiles.tooBig },
  { label: 'Add a 6 MB spreadsheet', file: sampleFiles.bigSpreadsheet },
  { label: 'Add an empty file', file: sampleFiles.empty },
];

const hint = 'Up to 25 MB a file, 5 MB for a spreadsheet.';

/**
 * The one upload path, for real: the signed-in person's kit samples go through `portal.api.upload` to the API of
 * this lower environment, are listed back and downloaded by link (`devFileEndpoints`). Signed out, it says so.
 */
export function KitUploadSection() {
  const userId = useSession((state) => state.bundle?.user.id);
  return (
    // The class names the section for the end-to-end accessibility scan of the upload states.
    <Card title="File upload" className="portal-kit__uploads">
      <div className="portal-kit__block">
        <h3>Your kit samples</h3>
        {userId === undefined ? (
          <p className="portal-kit__note">
            Nobody is signed in: kit samples are stored with an account. <RouteLink route="Login">Sign in</RouteLink> to upload and download them.
          </p>
        ) : (
          <KitSamples userId={userId} />
        )}
      </div>
      <div className="portal-kit__block">
        <h3>Disabled</h3>
        {/* Disabled, it never sends: the address only needs to be well formed. */}
        <FileUpload label="Submitted files" endpoint={devFileEndpoints.upload} input={{ params: { id: userId ?? 0 } }} field="file" hint={hint} disabled />
      </div>
    </Card>
  );
}

function KitSamples({ userId }: { userId: number }) {
  // The endpoint's declared access, as the API applies it: a verified e-mail and mydocs.write.
  const mayUpload = useMayCall(devFileEndpoints.upload);
  const stored = useEndpoint(devFileEndpoints.list, { params: { id: userId } });
  const upload = useRef<FileUploadHandle>(null);
  const input = useMemo(() => ({ params: { id: userId } }), [userId]);

  return (
    <>
      <p className="portal-kit__note">
        Real uploads to this environment&apos;s API, kept with your account. A slow upload shows its warning and Cancel after 30 seconds.
      </p>
      {mayUpload ? (
        <>
          <div className="portal-kit__row">
            {samples.map((sample) => (
              <Button key={sample.label} variant="secondary" size="small" onClick={() => upload.current?.addFiles([sample.file()])}>
                {sample.label}
              </Button>
            ))}
          </div>
          <FileUpload ref={upload} label="Kit samples" hint={hint} endpoint={devFileEndpoints.upload} input={input} field="file" onUploaded={stored.reload} />
        </>
      ) : (
        <p className="portal-kit__note">Uploading needs a verified account that may add documents.</p>
      )}
      <LoadingWrapper loading={stored.loading} error={stored.error} onRetry={stored.retry} loadingLabel="Loading your kit samples">
        {stored.status === 'loaded' && <StoredSamples userId={userId} files={stored.data} />}
      </LoadingWrapper>
    </>
  );
}

function StoredSamples({ userId, files }: { userId: number; files: StoredFile[] }) {
  const downloadUrl = useDownloadUrl();
  if (files.length === 0) return <EmptyState text="No kit samples stored yet." />;
  return (
    <>
      <ul className="portal-kit__files" aria-label="Stored kit samples">
        {files.map((file) => (
          <li key={file.id}>
            <a href={downloadUrl(devFileEndpoints.download, { params: { id: userId, fileId: file.id } })} download={file.name}>
              {file.name}
            </a>{' '}
            <span className="portal-kit__note">
              {formatFileSize(file.size)}, {formatDate(file.uploaded)}
            </span>
          </li>
        ))}
      </ul>
      <a href={downloadUrl(devFileEndpoints.zip, { params: { id: userId } })} download>
        Download all (zip)
      </a>
    </>
  );
}
