import { useStore } from 'zustand';
import type { EnvironmentFile } from '@portal/shared-contracts';
import type { RemoteStatus, RemoteStatusStore } from '../remotes/remoteStatus';

interface Props {
  env: EnvironmentFile;
  status: RemoteStatusStore;
  hostVersion: string;
  contractVersion: string;
}

/** The pinned hash, short enough for a table cell and long enough to compare with the release record. */
const abbreviated = (integrity: string) => `${integrity.slice(0, integrity.indexOf('-') + 13)}…`;

/** Whether the browser checked the remote's entry against the environment's hash, and if not, why. */
function integrityState(remote: RemoteStatus): string {
  if (remote.override !== undefined) return 'not checked: overridden';
  const { integrity } = remote.pinned;
  if (!integrity) return 'not pinned';
  if (remote.failure?.kind === 'integrity') return 'failed';
  if (remote.state !== 'loaded') return '—';
  return remote.entryChecked ? `checked (${abbreviated(integrity)})` : 'not checked';
}

/**
 * For testers and operators: what this page is running, remote by remote (DESIGN §5). Open in lower environments;
 * in production only to the owner, so the page says which environment it is.
 */
export function PortalStatusPage({ env, status, hostVersion, contractVersion }: Props) {
  const remotes = Object.values(useStore(status));
  const overridden = remotes.some((remote) => remote.override !== undefined);
  return (
    <section className="portal-page">
      <h1>Portal status</h1>
      <p>
        {`Environment: ${env.name}. `}
        {env.lower
          ? 'A lower environment: a tester may override versions for their browser.'
          : 'Production: remotes load only at their pinned versions, and this page is open only to the owner.'}
      </p>
      <p>{`Host ${hostVersion}, contract ${contractVersion}.`}</p>
      <table className="portal-status-table">
        <caption>Remotes on this page</caption>
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Pinned version</th>
            <th scope="col">Overridden version</th>
            <th scope="col">Loaded version</th>
            <th scope="col">Contract</th>
            <th scope="col">Integrity</th>
            <th scope="col">State</th>
            <th scope="col">Load time</th>
            <th scope="col">Manifest in use</th>
          </tr>
        </thead>
        <tbody>
          {remotes.map((remote) => (
            <tr key={remote.name} data-remote={remote.name}>
              <th scope="row">{remote.name}</th>
              <td data-column="pinned">{remote.pinned.version}</td>
              <td data-column="override">{remote.override ?? '—'}</td>
              <td data-column="loaded">{remote.loadedVersion ?? '—'}</td>
              <td>{remote.contractVersion ?? '—'}</td>
              <td data-column="integrity">{integrityState(remote)}</td>
              <td data-column="state">{remote.failure ? `${remote.state} (${remote.failure.kind})` : remote.state}</td>
              <td>{remote.loadMs === undefined ? '—' : `${remote.loadMs} ms`}</td>
              <td className="portal-status-table__url">{remote.inUse.manifestUrl}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="portal-muted">A remote shows as loaded once a page of it has been opened in this tab.</p>
      {overridden && (
        <p className="portal-muted">
          An overridden version loads without the integrity check: the environment pins a hash only for the version it pins.
        </p>
      )}
    </section>
  );
}
