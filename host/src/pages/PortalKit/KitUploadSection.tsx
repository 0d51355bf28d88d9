import { useRef } from 'react';
import { Button, usePortal } from '@portal/shared-ui';
import { Card, FileUpload, type FileUploadHandle } from '@portal/shared-ui/kit';
import { sampleFiles, simulatedUpload } from './kit-samples';

const samples: Array<{ label: string; file: () => File }> = [
  { label: 'Add a 2 MB PDF', file: sampleFiles.fine },
  { label: 'Add a 26 MB PDF', file: sampleFiles.tooBig },
  { label: 'Add a 6 MB spreadsheet', file: sampleFiles.bigSpreadsheet },
  { label: 'Add an empty file', file: sampleFiles.empty },
  { label: 'Add a file whose upload fails', file: sampleFiles.failing },
  { label: 'Add a slow upload (30 s)', file: sampleFiles.slow },
];

export function KitUploadSection() {
  const { ui } = usePortal();
  const upload = useRef<FileUploadHandle>(null);
  return (
    <Card title="File upload">
      <div className="portal-kit__block">
        <h3>Simulated files</h3>
        <p className="portal-kit__note">Nothing leaves the browser: the upload is simulated. A slow upload shows its warning and Cancel after 30 seconds.</p>
        <div className="portal-kit__row">
          {samples.map((sample) => (
            <Button key={sample.label} variant="secondary" size="small" onClick={() => upload.current?.addFiles([sample.file()])}>
              {sample.label}
            </Button>
          ))}
        </div>
        <FileUpload
          ref={upload}
          label="Insurance files"
          hint="Up to 25 MB a file, 5 MB for a spreadsheet."
          upload={simulatedUpload}
          onUploaded={(file) => ui.toast('success', `${file.name} is stored.`)}
        />
      </div>
      <div className="portal-kit__block">
        <h3>Disabled</h3>
        <FileUpload label="Submitted files" upload={simulatedUpload} disabled />
      </div>
    </Card>
  );
}
