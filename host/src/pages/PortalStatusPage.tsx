import { useStore } from 'zustand';
import type { EnvironmentFile } from '@portal/shared-contracts';
import type { RemoteStatusStore } from '../remotes/remoteStatus';

interface Props {
  env: EnvironmentFile;
  status: RemoteStatusStore;
  hostVersion: string;
  contractVersion: string;
}

/** For testers and operators of lower environments: what this page is running, remote by remote (DESIGN §5). */
export function PortalStatusPage({ env, status, hostVersion, contractVersion }: Props) {
  const remotes = Object.values(useStore(status));
  return (
    <section className="portal-page">
      <h1>Portal status</h1>
      <p>
        {`Environment ${env.name}. Host ${hostVersion}, contract ${contractVersion}.`}
      </p>
      <table className="portal-status-table">
        <caption>Remotes on this page</caption>
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Pinned version</th>
            <th scope="col">Loaded version</th>
            <th scope="col">Contract</th>
            <th scope="col">State</th>
            <th scope="col">Load time</th>
            <th scope="col">Manifest</th>
          </tr>
        </thead>
        <tbody>
          {remotes.map((remote) => (
            <tr key={remote.name} data-remote={remote.name}>
              <th scope="row">{remote.name}</th>
              <td data-column="pinned">{remote.pin.version}</td>
              <td data-column="loaded">{remote.loadedVersion ?? '—'}</td>
              <td>{remote.contractVersion ?? '—'}</td>
              <td data-column="state">{remote.failure ? `${remote.state} (${remote.failure.kind})` : remote.state}</td>
              <td>{remote.loadMs === undefined ? '—' : `${remote.loadMs} ms`}</td>
              <td className="portal-status-table__url">{remote.pin.manifestUrl}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="portal-muted">A remote shows as loaded once a page of it has been opened in this tab.</p>
    </section>
  );
}
